extension JSONScanner {
    /// Reads a string at the current offset (on its opening quote), escapes resolved.
    public mutating func string() throws(Failure) -> String {
        try read(JSONScalars.string(in:at:))
    }

    /// Reads a number at the current offset as written, checking JSON's number grammar.
    @discardableResult
    public mutating func number() throws(Failure) -> String {
        do {
            return try read(JSONScalars.number(in:at:))
        } catch {
            // A byte that starts no UTF-8 sequence is invalid UTF-8 before it is bad grammar.
            var failure = error
            if failure.offset < bytes.count, utf8SequenceLength(at: failure.offset) == nil {
                failure.kind = .invalidUTF8
            }
            throw failure
        }
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

    /// Runs one of the shared scalar readers at the current offset and steps past what it read.
    private mutating func read(
        _ scalar: (UnsafeBufferPointer<UInt8>, inout Int) throws(Failure) -> String
    ) throws(Failure) -> String {
        var position = offset
        defer { advance(by: position - offset) }
        return try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            try scalar(buffer, &position)
        }
    }
}
