/// JSON's strings and numbers, read in place from bytes: the one decoder behind both the strict
/// state-file check (`JSONScanner`) and the catalog reader, so the two cannot come to read the
/// same text differently. A failure is a byte offset and a reason; each caller locates it in
/// its own words (line and column, record).
///
/// Strings are RFC 8259's with Aisle's strictness: valid UTF-8 (Unicode's table 3-7: no overlong
/// forms, no surrogates, nothing past U+10FFFF), no raw U+0000–U+001F, every `\u` surrogate
/// escape paired. Invalid UTF-8 is reported at the opening quote once the string is known to be
/// closed and free of raw controls, so a string with both troubles always gets the same message.
public enum JSONScalars {
    /// Reads the string whose opening quote is at `index`, escapes resolved, and leaves `index`
    /// after its closing quote.
    public static func string(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int
    ) throws(JSONScanner.Failure) -> String {
        let quote = index
        var position = index + 1
        defer { index = position }
        let start = position
        // Most strings have no escape: they are checked and copied once, at the closing quote.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw notUTF8(at: quote)
                }
                return string
            }
            if byte == UInt8(ascii: "\\") {
                return try escapedString(in: bytes, from: start, quote: quote, at: &position)
            }
            guard byte >= 0x20 else { throw controlCharacter(at: position) }
            position += 1
        }
        throw JSONScanner.Failure(offset: quote, problem: "a string that is never closed")
    }

    /// Reads the number at `index` as written, checking JSON's number grammar, and leaves
    /// `index` after it.
    public static func number(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int
    ) throws(JSONScanner.Failure) -> String {
        let start = index
        var position = index
        defer { index = position }
        func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
        func missingDigit(after what: String) -> JSONScanner.Failure {
            let found = character(at: position, in: bytes)
            return JSONScanner.Failure(
                offset: position, problem: "expected a digit after \(what), found \(found)")
        }
        func digits(after what: String) throws(JSONScanner.Failure) {
            guard let byte = peek(), isDigit(byte) else { throw missingDigit(after: what) }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw missingDigit(after: "\"-\"") }
        position += 1
        if first != UInt8(ascii: "0") {
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            try digits(after: "the decimal point")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            try digits(after: "the exponent sign")
        }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// The character at byte `position`, quoted for a message (U+FFFD for bytes that are not
    /// UTF-8), or "the end of the file".
    public static func character(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard position < bytes.count else { return "the end of the file" }
        let tail = UnsafeBufferPointer(rebasing: bytes[position..<min(position + 4, bytes.count)])
        let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        return JSONScanner.quoted(String(scalar))
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The rest of a string that has an escape at `position`; `start` is its first byte.
    private static func escapedString(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: Int, at position: inout Int
    ) throws(JSONScanner.Failure) -> String {
        var text = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw notUTF8(at: quote)
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(in: bytes, at: &position, into: &text)
            case 0..<0x20:
                throw controlCharacter(at: position)
            default:
                text.append(byte)
                position += 1
            }
        }
        throw JSONScanner.Failure(offset: quote, problem: "a string that is never closed")
    }

    private static func notUTF8(at quote: Int) -> JSONScanner.Failure {
        JSONScanner.Failure(
            offset: quote, kind: .invalidUTF8, problem: "a string that is not valid UTF-8")
    }

    private static func controlCharacter(at position: Int) -> JSONScanner.Failure {
        JSONScanner.Failure(
            offset: position, kind: .controlCharacter,
            problem: "a control character inside a string (write it as an escape like \\n)")
    }
}
