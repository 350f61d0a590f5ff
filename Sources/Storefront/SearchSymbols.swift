/// The two rules `SearchText` adds to plain letter-and-digit words, shared by its Unicode path
/// and its byte-wise ASCII path so that both give the same tokens.
///
/// - Letters and digits written together are two tokens (`gtk3` → `gtk 3`, `libc6` → `libc 6`):
///   people write `gtk3`, `GTK 3` and `gtk-3` for the same thing.
/// - A word followed by `+` or `#` signs (`c++`, `g++`, `c#`, `libstdc++6`) and a word that
///   starts with a dot after a space (`.net`) also give a symbol token: the word with its
///   symbols, each symbol spelt as a private-use character (`+` U+E02B, `#` U+E023, `.`
///   U+E02E). The tokenizer keeps those inside a token, nobody types them, and the index holds
///   no copy of the text, so they are never shown (`display` spells them back for suggestions).
public enum SearchSymbols {
    /// The private-use character each symbol is spelt with inside a token.
    static let plus: Unicode.Scalar = "\u{E02B}"
    static let hash: Unicode.Scalar = "\u{E023}"
    static let dot: Unicode.Scalar = "\u{E02E}"

    /// `run` (letters and digits) split where letters meet digits.
    static func split(_ run: ArraySlice<Unicode.Scalar>) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var previousIsDigit: Bool?
        for scalar in run {
            let digit = isDigit(scalar)
            if let previousIsDigit, previousIsDigit != digit {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            previousIsDigit = digit
        }
        if !current.isEmpty { parts.append(String(current)) }
        return parts
    }

    /// The symbol tokens of the word at `range` of `scalars` (folded): `.net`'s, then `c++`'s.
    static func tokens(around range: Range<Int>, in scalars: [Unicode.Scalar]) -> [String] {
        var tokens: [String] = []
        let word = String(String.UnicodeScalarView(scalars[range]))
        let start = range.lowerBound
        if start >= 1, scalars[start - 1] == ".",
            start == 1 || scalars[start - 2].properties.isWhitespace,
            !isDigit(scalars[start])
        {
            tokens.append(String(dot) + word)
        }
        var suffix = String.UnicodeScalarView()
        var index = range.upperBound
        while index < scalars.count, let symbol = spelling(of: scalars[index]) {
            suffix.append(symbol)
            index += 1
        }
        if !suffix.isEmpty { tokens.append(word + String(suffix)) }
        return tokens
    }

    /// `token` with its private-use symbols spelt as typed (`c++`), for showing a suggestion.
    static func display(_ token: String) -> String {
        String(
            String.UnicodeScalarView(
                token.unicodeScalars.map { scalar in
                    switch scalar {
                    case plus: "+"
                    case hash: "#"
                    case dot: "."
                    default: scalar
                    }
                }))
    }

    /// Whether `token` holds a symbol spelling.
    public static func isSymbolToken(_ token: String) -> Bool {
        token.unicodeScalars.contains { $0 == plus || $0 == hash || $0 == dot }
    }

    /// The ASCII `text` as the index stores it — a space where letters meet digits, the symbol
    /// tokens after the rest — or nil when it needs no change (most text: no copy is made).
    static func asciiIndexable(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard needsRewriting(bytes) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        var symbols: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard isAlphanumeric(bytes[index]) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isAlphanumeric(bytes[end]) { end += 1 }
            for position in index..<end {
                if position > index, isDigit(bytes[position]) != isDigit(bytes[position - 1]) {
                    output.append(0x20)
                }
                output.append(bytes[position])
            }
            let word = bytes[index..<end].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if index >= 1, bytes[index - 1] == UInt8(ascii: "."),
                index == 1 || isSpace(bytes[index - 2]), !isDigit(bytes[index])
            {
                symbols.append(0x20)
                UTF8.encode(dot) { symbols.append($0) }
                symbols += word
            }
            var suffix: [UInt8] = []
            var next = end
            while next < bytes.count, let symbol = spelling(of: Unicode.Scalar(bytes[next])) {
                UTF8.encode(symbol) { suffix.append($0) }
                next += 1
            }
            if !suffix.isEmpty { symbols += [0x20] + word + suffix }
            index = end
        }
        return String(decoding: output + symbols, as: UTF8.self)
    }

    /// Whether ASCII `bytes` hold a letter next to a digit or a symbol after a word.
    private static func needsRewriting(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0x20
        var beforePrevious: UInt8 = 0x20
        for byte in bytes {
            if isAlphanumeric(byte) {
                if isAlphanumeric(previous), isDigit(byte) != isDigit(previous) { return true }
                if previous == UInt8(ascii: "."), isSpace(beforePrevious), !isDigit(byte) {
                    return true
                }
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "#"),
                isAlphanumeric(previous)
            {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    private static func spelling(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "+": plus
        case "#": hash
        default: nil
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isDigit(UInt8(scalar.value)) : scalar.properties.numericType != nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Unicode's white space within ASCII: tab to carriage return, and space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
