extension JSONScanner {
    /// Where the text stops being JSON (a byte offset), what kind of trouble it is, and why in
    /// words (`expected "," or "}" after a field, found "x"`).
    public struct Failure: Error, Sendable, Equatable {
        /// The byte offset where the trouble starts (a string's opening quote for trouble inside
        /// a string that is only seen at its end, such as invalid UTF-8).
        public var offset: Int
        /// The class of trouble, for a caller that words it its own way.
        public var kind: Kind
        /// The trouble in words, for a message that quotes it.
        public var problem: String

        /// A failure at `offset`.
        public init(offset: Int, kind: Kind = .syntax, problem: String) {
            self.offset = offset
            self.kind = kind
            self.problem = problem
        }
    }

    /// The classes of trouble the scanner tells apart.
    public enum Kind: Sendable, Equatable {
        /// Not JSON's grammar (including a trailing comma or a byte-order mark).
        case syntax
        /// Bytes that are not UTF-8, inside a string or out.
        case invalidUTF8
        /// A raw character U+0000–U+001F inside a string.
        case controlCharacter
        /// A `\u` escape for half of a surrogate pair without the other half.
        case unpairedSurrogate
        /// A key written twice in one object, escapes resolved.
        case duplicateKey(String)
        /// Arrays and objects nested deeper than the scanner's `depthLimit`.
        case tooDeep
    }

    /// The 1-based line and column (in characters) of byte `offset` in `bytes`. One pass over
    /// the bytes before it: a catalog error near the end of a 35 MB file is located in
    /// milliseconds.
    public static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { location(of: offset, in: $0) }
    }

    /// `location(of:in:)` over bytes held elsewhere (a mapped file).
    public static func location(
        of offset: Int, in buffer: UnsafeBufferPointer<UInt8>
    ) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), buffer.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where buffer[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // UTF-8 continuation bytes (10xxxxxx) do not start a character.
        var column = 1
        for index in lineStart..<end where buffer[index] & 0xC0 != 0x80 {
            column += 1
        }
        return (line, column)
    }

    /// The character at the current offset, quoted, for "found …".
    var found: String { character(at: offset) }

    /// The character at byte `position`, quoted (U+FFFD for bytes that are not UTF-8).
    func character(at position: Int) -> String {
        bytes.withUnsafeBufferPointer { JSONScalars.character(at: position, in: $0) }
    }

    func failure(_ problem: String, at position: Int? = nil) -> Failure {
        Failure(offset: position ?? offset, problem: problem)
    }

    /// A failure at a byte that has no place here: invalid UTF-8 if it does not start a UTF-8
    /// sequence (such bytes can only be wrong outside strings), otherwise a syntax error.
    func unexpected(_ problem: String) -> Failure {
        guard peek != nil, utf8SequenceLength(at: offset) == nil else { return failure(problem) }
        return Failure(offset: offset, kind: .invalidUTF8, problem: problem)
    }

    func expected(_ what: String, in container: String) -> Failure {
        peek == nil
            ? failure("the file ends inside \(container)")
            : unexpected("expected \(what), found \(found)")
    }

    /// `text` in double quotes for a message, cut after `limit` characters, with quotes,
    /// backslashes and anything that could steer a terminal (controls, bidi overrides) escaped.
    public static func quoted(_ text: String, limit: Int = 60) -> String {
        var out = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            guard count < limit else {
                out += "…"
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{200E}", "\u{200F}",
                "\u{2028}"..."\u{202E}", "\u{2066}"..."\u{2069}", "\u{FEFF}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The ASCII bytes JSON's grammar is made of.
    enum Byte {
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let colon = UInt8(ascii: ":")
        static let comma = UInt8(ascii: ",")
    }
}
