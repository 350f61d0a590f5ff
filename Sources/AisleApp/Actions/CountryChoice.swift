import Storefront

/// Picking a country with ← →, Space and type-ahead: letters typed one after another build a
/// prefix of the name ("united s" is the United States), as in a file manager's list.
enum CountryChoice {
    /// The country `delta` places from `code` in `Countries.all` (wrapping); the first (or
    /// last, going back) when none is chosen.
    static func step(from code: String?, by delta: Int) -> String? {
        let all = Countries.all
        guard !all.isEmpty else { return nil }
        guard let code, let index = all.firstIndex(where: { $0.id == code }) else {
            return delta < 0 ? all.last?.id : all.first?.id
        }
        return all[((index + delta) % all.count + all.count) % all.count].id
    }

    /// `character` typed after `prefix` with `code` chosen: the new prefix and country. The
    /// longer prefix is looked for from the chosen country on (it keeps matching while the
    /// name is typed out); a first letter, or one that makes the prefix match nothing, starts
    /// a new prefix and finds the next country after the chosen one, so pressing the same
    /// letter again cycles through the countries starting with it. A letter that starts no
    /// name changes nothing.
    static func typed(
        _ character: Character, after prefix: String, at code: String?
    ) -> (prefix: String, code: String?) {
        let longer = prefix + String(character)
        if !prefix.isEmpty, let match = first(startingWith: longer, from: code, including: true) {
            return (longer, match)
        }
        guard character != " ",
            let match = first(startingWith: String(character), from: code, including: false)
        else { return (prefix, code) }
        return (String(character), match)
    }

    /// The first country in the list whose name starts with `prefix`, for a prefix just made
    /// shorter: ⌫ goes back to what the shorter prefix named.
    static func first(startingWith prefix: String) -> String? {
        let folded = SearchFolding.fold(prefix)
        return Countries.all.first { SearchFolding.fold($0.name).hasPrefix(folded) }?.id
    }

    /// The first country whose name starts with `prefix` (ignoring case and accents), looking
    /// from `code` (itself `including` or not) on, wrapping; from the top when none is chosen.
    private static func first(
        startingWith prefix: String, from code: String?, including: Bool
    ) -> String? {
        let all = Countries.all
        let folded = SearchFolding.fold(prefix)
        let index = code.flatMap { code in all.firstIndex { $0.id == code } }
        let start = index.map { including ? $0 : $0 + 1 } ?? 0
        for offset in 0..<all.count {
            let country = all[(start + offset) % all.count]
            if SearchFolding.fold(country.name).hasPrefix(folded) { return country.id }
        }
        return nil
    }
}
