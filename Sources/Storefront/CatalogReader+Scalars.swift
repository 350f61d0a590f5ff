import StateFiles

extension CatalogReader.Cursor {
    /// The string value of `field`; anything else is a wrong type. A string longer than the
    /// field's maximum (`Catalog.maximumLength(of:)`) is refused, and one that could not be
    /// within it even after escapes (six bytes as written for each byte it stands for) is
    /// refused without being read into memory at all.
    mutating func string(field: CatalogReader.Field) throws(Failure) -> String {
        guard peek == UInt8(ascii: "\"") else {
            throw try wrongType(field.text.catalogQuoted(), expected: "a string")
        }
        let start = index
        guard let (maximum, unit) = Catalog.maximumLength(of: field.text) else {
            return try string()
        }
        // Six bytes as written (`\u0041`) stand for one byte, twelve for one character.
        let written = maximum * (unit == "characters" ? 12 : 6)
        if let end = stringEnd(), end - start - 1 > written {
            throw Failure(
                .tooLong(field: field.text, maximum: maximum, unit: unit, found: nil), at: start)
        }
        let text = try string()
        // An id's own rule (`Catalog.idProblem`) words its length.
        if field != .id, let problem = Catalog.lengthProblem(field.text, text) {
            throw Failure(problem, at: start)
        }
        return text
    }

    /// Where the string at the cursor ends (its closing quote), found without reading it; nil
    /// when the file ends first (reading it then says what is wrong).
    func stringEnd() -> Int? {
        var position = index + 1
        var kept = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""): return position
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
            // A string of megabytes is handed back behind the scan as it goes.
            if position - kept >= 4 << 20, let release {
                release(kept..<position)
                kept = position
            }
        }
        return nil
    }

    /// A whole number from 0 to `maximum` for `field`. Up to 18 plain digits are read in
    /// place; any other number is read as JSON and refused as out of range or not whole.
    mutating func wholeNumber(_ field: CatalogReader.Field, maximum: Int) throws(Failure) -> Int {
        let start = index
        var value = 0
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10,
            index - start < 18
        {
            value = value * 10 + Int(digit)
            index += 1
            if value == 0 { break }  // a leading zero is a whole number on its own
        }
        if index > start, peek.map(Self.endsNumber) ?? true {
            guard value <= maximum else {
                throw Failure(
                    .outOfRange(field: field.text, found: String(value), maximum: maximum),
                    at: start)
            }
            return value
        }
        index = start
        guard let first = peek, first == UInt8(ascii: "-") || Self.isDigit(first) else {
            throw try wrongType(field.text.catalogQuoted(), expected: "a whole number")
        }
        let text = try number()
        if text.utf8.contains(where: { !Self.isDigit($0) && $0 != UInt8(ascii: "-") }) {
            throw Failure(
                .wrongType(
                    subject: field.text.catalogQuoted(), expected: "a whole number", found: text),
                at: start)
        }
        // A lone "0" before more digits: the enclosing object reports the digit that follows.
        guard text.utf8.count <= 18, let plain = Int(text), plain >= 0, plain <= maximum else {
            throw Failure(.outOfRange(field: field.text, found: text, maximum: maximum), at: start)
        }
        return plain
    }

    /// Whether `byte` may follow a whole number: anything but more of a number.
    private static func endsNumber(_ byte: UInt8) -> Bool {
        !isDigit(byte) && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "e")
            && byte != UInt8(ascii: "E")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A string at the cursor (on its opening quote), escapes resolved.
    mutating func string() throws(Failure) -> String {
        do {
            return try JSONScalars.string(in: bytes, at: &index)
        } catch {
            throw Failure(.syntax(error.problem), at: error.offset)
        }
    }

    /// A number as written, checked against JSON's grammar.
    mutating func number() throws(Failure) -> String {
        do {
            return try JSONScalars.number(in: bytes, at: &index)
        } catch {
            throw Failure(.syntax(error.problem), at: error.offset)
        }
    }

    /// A value of the wrong kind at the cursor, described (`found a string ("12")`); a value
    /// that is not even JSON fails as a syntax error instead.
    mutating func wrongType(_ subject: String, expected: String) throws(Failure) -> Failure {
        let start = index
        let found: String
        switch peek {
        case UInt8(ascii: "\"")?: found = "a string (\(try string().catalogQuoted(limit: 24)))"
        case UInt8(ascii: "{")?:
            try skipValue()
            found = "an object"
        case UInt8(ascii: "[")?:
            try skipValue()
            found = "an array"
        default:
            try skipValue()
            found = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        return Failure(.wrongType(subject: subject, expected: expected, found: found), at: start)
    }

    /// Skips any JSON value, checking it: a field the catalog does not use is ignored, but
    /// must still be JSON.
    mutating func skipValue() throws(Failure) {
        switch peek {
        case UInt8(ascii: "\"")?:
            // A string past every maximum is never read into memory: in a field the format
            // does not use it is a problem of its own; in a record already refused it is
            // stepped over unread.
            if let end = stringEnd(), end - index - 1 > CatalogReader.longestString {
                guard skippingRefused else {
                    throw Failure(
                        .tooLong(
                            field: "a field", maximum: CatalogReader.longestString,
                            unit: "bytes as written", found: nil), at: index)
                }
                index = end + 1
            } else {
                _ = try string()
            }
        case let byte? where byte == UInt8(ascii: "-") || Self.isDigit(byte): _ = try number()
        case UInt8(ascii: "t")?: try literal("true")
        case UInt8(ascii: "f")?: try literal("false")
        case UInt8(ascii: "n")?: try literal("null")
        case UInt8(ascii: "[")?:
            try elements { cursor, _ throws(Failure) in try cursor.skipValue() }
        case UInt8(ascii: "{")?:
            try members { cursor, _ throws(Failure) in try cursor.skipValue() }
        case nil: throw syntax("the file ends where a value was expected")
        default: throw syntax("expected a value, found \(found)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let text = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount {
            guard index + offset < bytes.count, bytes[index + offset] == text[offset] else {
                throw syntax("expected a value, found \(found)")
            }
        }
        index += word.utf8CodeUnitCount
    }
}
