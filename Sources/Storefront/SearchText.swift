/// Text broken into search tokens the way SQLite's `unicode61` tokenizer breaks the indexed
/// text: folded (`SearchFolding`), split at anything but letters and digits, and with each
/// Chinese, Japanese or Korean character a token of its own, since those scripts put no spaces
/// between words.
public enum SearchText {
    /// The tokens of `text`, folded.
    public static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { tokens.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for scalar in SearchFolding.fold(text).unicodeScalars {
            if isIdeographic(scalar) {
                flush()
                tokens.append(String(scalar))
            } else if isWordScalar(scalar) {
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// `text` as the full-text index stores it: its tokens separated by single spaces. ASCII
    /// text goes in as it is, since `unicode61` lowercases and splits it exactly as `tokens`
    /// would (most catalog text is ASCII, and this is most of an import's work otherwise).
    public static func indexable(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return tokens(of: text).joined(separator: " ")
    }

    /// Whether a query token matches as a prefix: one character would match nearly everything
    /// (and CJK characters are whole words), so those match exactly.
    public static func isPrefixToken(_ token: String) -> Bool {
        token.unicodeScalars.count > 1
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
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
