extension CatalogReader.Cursor {
    /// A string at the cursor (on its opening quote). Text without escapes is validated as
    /// UTF-8 in place; escapes go through `escapedString(from:)`.
    mutating func string() throws(Failure) -> String {
        let quote = index
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw syntax("a string that is not valid UTF-8", at: quote)
                }
                return string
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start, quote: quote) }
            guard byte >= 0x20 else { throw controlCharacter() }
            index += 1
        }
        throw syntax("a string that is never closed", at: quote)
    }

    /// The rest of a string that has an escape at the cursor; `start` is its first byte.
    private mutating func escapedString(from start: Int, quote: Int) throws(Failure) -> String {
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw syntax("a string that is not valid UTF-8", at: quote)
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw controlCharacter()
            default:
                text.append(byte)
                index += 1
            }
        }
        throw syntax("a string that is never closed", at: quote)
    }

    private func controlCharacter() -> Failure {
        syntax("a control character inside a string (write it as an escape like \\n)")
    }

    /// One escape at the cursor (on its backslash), appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        let start = index
        index += 1
        guard let letter = peek else { throw syntax("a string that is never closed") }
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hexUnit(escapeStart: start))
            if (0xD800..<0xDC00).contains(value), peek == UInt8(ascii: "\\"),
                index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                let low = UInt32(try hexUnit(escapeStart: index - 2))
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw syntax("a \\u escape for half of a surrogate pair", at: start)
            }
            UTF8.encode(scalar) { text.append($0) }
        case 0x21...0x7E:
            throw syntax(
                "an unknown escape \\\(String(Unicode.Scalar(letter))) in a string", at: start)
        default:
            throw syntax("a backslash followed by \(found) in a string", at: start)
        }
    }

    /// Four hex digits of a `\u` escape.
    private mutating func hexUnit(escapeStart: Int) throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch peek {
            case let byte? where Self.isDigit(byte): digit = byte - UInt8(ascii: "0")
            case let byte? where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte):
                digit = byte - UInt8(ascii: "a") + 10
            case let byte? where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte):
                digit = byte - UInt8(ascii: "A") + 10
            default: throw syntax("a \\u escape without four hex digits", at: escapeStart)
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }
}
