extension CatalogFastReader.Cursor {
    /// Skips JSON white space: space, tab, line feed, carriage return.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The byte at the cursor, without moving.
    func peek() throws(GiveUp) -> UInt8 {
        guard index < bytes.count else { throw GiveUp() }
        return bytes[index]
    }

    /// The byte at the cursor, moving past it.
    mutating func next() throws(GiveUp) -> UInt8 {
        let byte = try peek()
        index += 1
        return byte
    }

    /// Moves past `byte`, which must be at the cursor.
    mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard try next() == byte else { throw GiveUp() }
    }

    /// A non-negative integer with at most 18 digits and no leading zero, so it fits an `Int`
    /// without checks; a sign, fraction or exponent leaves the cursor on a byte that the
    /// enclosing object refuses.
    mutating func integer() throws(GiveUp) -> Int {
        let start = index
        var value = 0
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            guard index - start < 18 else { throw GiveUp() }
            value = value * 10 + Int(digit)
            index += 1
        }
        guard index > start, bytes[start] != UInt8(ascii: "0") || index - start == 1 else {
            throw GiveUp()
        }
        return value
    }

    /// A string value. Text without escapes is validated as UTF-8 in place; escapes go through
    /// `escapedString(from:)`.
    mutating func string() throws(GiveUp) -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw GiveUp()
                }
                return string
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw GiveUp() }
            index += 1
        }
        throw GiveUp()
    }

    /// The rest of a string that has an escape at the cursor; `start` is its first byte.
    private mutating func escapedString(from start: Int) throws(GiveUp) -> String {
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw GiveUp()
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw GiveUp()
            default:
                text.append(byte)
            }
        }
        throw GiveUp()
    }

    /// One escape, its backslash already read, appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(GiveUp) {
        let simple: UInt8
        switch try next() {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            var value = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by an escaped low one; a lone surrogate is
                // left to the decoder.
                try expect(UInt8(ascii: "\\"))
                try expect(UInt8(ascii: "u"))
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw GiveUp() }
                value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw GiveUp()
            default:
                break
            }
            guard let scalar = Unicode.Scalar(value) else { throw GiveUp() }
            UTF8.encode(scalar) { text.append($0) }
            return
        default:
            throw GiveUp()
        }
        text.append(simple)
    }

    /// Four hex digits.
    private mutating func hexUnit() throws(GiveUp) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = try next()
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw GiveUp()
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Skips a value the catalog does not use, checking it is JSON the decoder accepts: strings,
    /// `true`, `false`, `null`, integers, and arrays and objects a few levels deep.
    mutating func skipValue(depth: Int) throws(GiveUp) {
        guard depth < 8 else { throw GiveUp() }
        switch try peek() {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"):
            index += 1
            _ = try integer()
        case UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try integer()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "["):
            try elements { cursor throws(GiveUp) in try cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "{"):
            var others = CatalogFastReader.KeyLog()
            try members { cursor, key throws(GiveUp) in
                try others.insert(key.range, in: cursor.bytes)
                try cursor.skipValue(depth: depth + 1)
            }
        default: throw GiveUp()
        }
    }

    private mutating func literal(_ word: StaticString) throws(GiveUp) {
        let text = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount {
            try expect(text[offset])
        }
    }
}
