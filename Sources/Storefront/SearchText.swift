/// Text broken into search tokens the way SQLite's `unicode61` tokenizer breaks the indexed
/// text (`indexable`): folded (`SearchFolding`), split at anything but letters and digits and
/// where letters meet digits (`gtk3` is `gtk 3`, so it finds `GTK 3` and `gtk-3`), and with each
/// Chinese, Japanese or Korean character a token of its own, since those scripts put no spaces
/// between words.
///
/// Symbols that name things are tokens too (`SearchSymbols`): `c++`, `g++`, `c#` and `.net`
/// add a token of their own, spelt with private-use characters the tokenizer keeps inside a
/// token and nobody types, after the field's other tokens, so phrases of the plain words
/// still match where they stand.
public enum SearchText {
    /// One token of a text, and whether it is a symbol token.
    public struct Piece: Hashable, Sendable {
        /// The folded token.
        public var text: String
        /// Whether it spells a word with its symbols (`c++`), not a word of its own.
        public var isSymbol: Bool
    }

    /// The tokens of `text`, folded, as the index holds them: the words in order, then the
    /// symbol tokens.
    public static func tokens(of text: String) -> [String] {
        let pieces = self.pieces(of: text)
        return pieces.filter { !$0.isSymbol }.map(\.text) + pieces.filter(\.isSymbol).map(\.text)
    }

    /// The tokens of `text` in the order they stand, each symbol token right after its word:
    /// what exact and leading name matches compare (`SearchQuery.key`).
    public static func keyTokens(of text: String) -> [String] {
        pieces(of: text).map(\.text)
    }

    /// The tokens of `text` in the order they stand, each symbol token right after its word.
    public static func pieces(of text: String) -> [Piece] {
        let scalars = Array(SearchFolding.fold(text).unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isIdeographic(scalar) {
                pieces.append(Piece(text: String(scalar), isSymbol: false))
                index += 1
            } else if isWordScalar(scalar) {
                var end = index
                while end < scalars.count, isWordScalar(scalars[end]), !isIdeographic(scalars[end])
                {
                    end += 1
                }
                let run = scalars[index..<end]
                for part in SearchSymbols.split(run) {
                    pieces.append(Piece(text: part, isSymbol: false))
                }
                for symbol in SearchSymbols.tokens(around: index..<end, in: scalars) {
                    pieces.append(Piece(text: symbol, isSymbol: true))
                }
                index = end
            } else {
                index += 1
            }
        }
        return pieces
    }

    /// `text` as the full-text index stores it: its tokens separated by single spaces. ASCII
    /// text with nothing to split and no symbols goes in as it is, since `unicode61`
    /// lowercases and splits it exactly as `tokens` would (most catalog text is ASCII, and
    /// this is most of an import's work otherwise); other ASCII text is rewritten byte by byte.
    public static func indexable(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return SearchSymbols.asciiIndexable(text) ?? text
        }
        return tokens(of: text).joined(separator: " ")
    }

    /// Whether a query token matches as a prefix: one character would match nearly everything
    /// (and CJK characters are whole words), so those match exactly.
    public static func isPrefixToken(_ token: String) -> Bool {
        token.unicodeScalars.count > 1
    }

    /// Letters and digits (and no other characters) make words.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value)
                || (0x41...0x5A).contains(value)
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
    }

    /// Han, kana and Hangul: scripts written without spaces between words.
    public static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0x20000...0x2FA1F:
            true
        default: false
        }
    }
}
