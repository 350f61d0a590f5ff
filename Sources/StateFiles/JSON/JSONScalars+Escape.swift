extension JSONScalars {
    /// Reads the escape at `position` (on its backslash) and appends what it stands for to
    /// `text` as UTF-8.
    static func escape(
        in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, into text: inout [UInt8]
    ) throws(JSONScanner.Failure) {
        let start = position
        position += 1
        guard position < bytes.count else {
            throw JSONScanner.Failure(offset: position, problem: "a string that is never closed")
        }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hexQuad(in: bytes, at: &position, escapeStart: start))
            // A high surrogate followed by a low one is one character outside the BMP.
            if (0xD800..<0xDC00).contains(value), position + 1 < bytes.count,
                bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            {
                let lowStart = position
                position += 2
                let low = UInt32(try hexQuad(in: bytes, at: &position, escapeStart: lowStart))
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            // Still a surrogate: half of a pair without the other half.
            guard let scalar = Unicode.Scalar(value) else {
                throw JSONScanner.Failure(
                    offset: start, kind: .unpairedSurrogate,
                    problem: "a \\u escape for half of a surrogate pair")
            }
            UTF8.encode(scalar) { text.append($0) }
        case 0x21...0x7E:
            throw JSONScanner.Failure(
                offset: start,
                problem: "an unknown escape \\\(String(Unicode.Scalar(letter))) in a string")
        default:
            // Quoted, so that a control character in the file never reaches the terminal.
            throw JSONScanner.Failure(
                offset: start,
                problem:
                    "a backslash followed by \(character(at: start + 1, in: bytes)) in a string")
        }
    }

    /// Four hex digits of a `\u` escape.
    private static func hexQuad(
        in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, escapeStart: Int
    ) throws(JSONScanner.Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw JSONScanner.Failure(
                    offset: escapeStart, problem: "a \\u escape without four hex digits")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
