/// How a typed prefix completes an id (`CatalogStore.identifiers`), the same in every store:
/// an id matches when it starts with the prefix as typed, or with it in ASCII lower or upper
/// case (`category/co` completes `coffee` and `COFFEE-1`). Ids are any Unicode text, so a
/// store answers each spelling from its id index as one range of ids, never by case folding
/// every id; only ASCII letters change case, so a spelling never grows (`ß` stays `ß`).
public enum IdentifierPrefix {
    /// The spellings of `prefix` an id may start with, without repeats.
    public static func spellings(of prefix: String) -> [String] {
        var spellings = [prefix]
        for spelling in [ascii(prefix, lower: true), ascii(prefix, lower: false)]
        where !spellings.contains(spelling) {
            spellings.append(spelling)
        }
        return spellings
    }

    /// Whether `id` starts with one of `prefix`'s spellings (compared as UTF-8, as SQLite does).
    public static func matches(_ id: String, _ prefix: String) -> Bool {
        spellings(of: prefix).contains { id.utf8.starts(with: $0.utf8) }
    }

    /// Above every id starting with `spelling` in UTF-8 order: the spelling followed by the
    /// last code point, the upper bound of its range.
    public static func upperBound(of spelling: String) -> String { spelling + "\u{10FFFF}" }

    private static func ascii(_ text: String, lower: Bool) -> String {
        String(
            decoding: text.utf8.map { byte in
                let letter = lower ? (0x41...0x5A).contains(byte) : (0x61...0x7A).contains(byte)
                return letter ? byte ^ 0x20 : byte
            }, as: UTF8.self)
    }
}
