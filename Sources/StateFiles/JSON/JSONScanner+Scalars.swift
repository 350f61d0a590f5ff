extension JSONScanner {
    /// Reads a string at the current offset (on its opening quote), escapes resolved.
    public mutating func string() throws(Failure) -> String {
        let start = offset
        advance()
        var text: [UInt8] = []
        var escaped = false
        // Invalid UTF-8 is reported once the string is known to be closed and free of raw
        // controls, so each file gets the one message the whole-string check used to give.
        var valid = true
        // Runs between escapes are copied whole; most strings have no escape at all.
        var run = offset
        while let byte = peek {
            switch byte {
            case Byte.quote:
                guard valid else {
                    throw Failure(
                        offset: start, kind: .invalidUTF8,
                        problem: "a string that is not valid UTF-8")
                }
                // Validated byte by byte above, so decoding repairs nothing.
                let string =
                    escaped
                    ? String(decoding: text + bytes[run..<offset], as: UTF8.self)
                    : String(decoding: bytes[run..<offset], as: UTF8.self)
                advance()
                return string
            case Byte.backslash:
                text += bytes[run..<offset]
                escaped = true
                try escape(into: &text)
                run = offset
            case 0..<0x20:
                throw Failure(
                    offset: offset, kind: .controlCharacter,
                    problem: "a control character inside a string (write it as an escape like \\n)")
            case 0x80...:
                guard let length = utf8SequenceLength(at: offset) else {
                    valid = false
                    advance()
                    continue
                }
                advance(by: length)
            default:
                advance()
            }
        }
        throw failure("a string that is never closed", at: start)
    }

    /// The length of the well-formed UTF-8 sequence at `position` (Unicode's table 3-7: no
    /// overlong forms, no surrogates, nothing past U+10FFFF), nil if there is none.
    func utf8SequenceLength(at position: Int) -> Int? {
        let length: Int
        let second: ClosedRange<UInt8>
        switch bytes[position] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]) else {
            return nil
        }
        for index in position + 2..<position + length where bytes[index] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// Reads a number at the current offset as written, checking JSON's number grammar.
    @discardableResult
    public mutating func number() throws(Failure) -> String {
        let start = offset
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, Self.isDigit(first) else {
            throw unexpected("expected a digit after \"-\", found \(found)")
        }
        advance()
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek == UInt8(ascii: ".") {
            advance()
            try requireDigits(after: "the decimal point")
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            try requireDigits(after: "the exponent sign")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads one backslash escape and appends what it stands for, as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        let start = offset
        advance()
        guard let letter = peek else { throw failure("a string that is never closed") }
        advance()
        switch letter {
        case Byte.quote, Byte.backslash, UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try hexQuad(escapeStart: start))
            var paired = !(0xD800..<0xE000).contains(value)
            // A high surrogate followed by a low one is one character outside the BMP.
            if (0xD800..<0xDC00).contains(value), bytes[offset...].starts(with: "\\u".utf8) {
                advance(by: 2)
                let low = UInt32(try hexQuad(escapeStart: offset - 2))
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    paired = true
                }
            }
            guard paired else {
                throw Failure(
                    offset: start, kind: .unpairedSurrogate,
                    problem: "a \\u escape for half of a surrogate pair")
            }
            text.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        case 0x21...0x7E:
            throw failure(
                "an unknown escape \\\(String(Unicode.Scalar(letter))) in a string", at: start)
        default:
            // Quoted, so that a control character in the file never reaches the terminal.
            throw failure(
                "a backslash followed by \(character(at: start + 1)) in a string", at: start)
        }
    }

    /// Four hex digits of a `\u` escape.
    private mutating func hexQuad(escapeStart: Int) throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw failure("a \\u escape without four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { advance() }
    }

    private mutating func requireDigits(after what: String) throws(Failure) {
        guard let byte = peek, Self.isDigit(byte) else {
            throw unexpected("expected a digit after \(what), found \(found)")
        }
        skipDigits()
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
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
