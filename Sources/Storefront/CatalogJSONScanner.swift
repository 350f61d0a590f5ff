/// A small JSON reader for the failure path only: after the decoder rejected a catalog, it finds
/// the first byte that is not JSON and says why, and it walks to a record to read its id and the
/// value an error points at. The decoder says neither (for a syntax error it gives no position).
///
/// It accepts what the decoder accepts, trailing commas and a UTF-8 byte-order mark included,
/// so the error it reports is the one that stopped the load. Nesting is capped at `depthLimit`,
/// which also bounds its own recursion.
struct CatalogJSONScanner {
    /// Where the text stops being JSON (a byte offset) and why.
    struct Failure: Error, Equatable {
        var offset: Int
        var problem: String
    }

    /// What a value is, with scalars kept so that a message can quote them.
    enum Value: Equatable {
        case null
        case bool(Bool)
        /// The number as written.
        case number(String)
        case string(String)
        case array
        case object
    }

    /// Far deeper than a catalog needs (it uses 3 levels), far shallower than what overflows a
    /// small thread stack in the decoder; the loader refuses deeper files before decoding.
    static let depthLimit = 32

    let bytes: [UInt8]
    private(set) var offset: Int
    private var depth = 0
    /// Set by a caller that has what it came for, to end every open loop early.
    var stopped = false

    /// A scanner at the start of `bytes`, past a byte-order mark if there is one.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The first place `bytes` stops being exactly one JSON value, or nil if it is one.
    static func firstFailure(in bytes: [UInt8]) -> Failure? {
        var scanner = Self(bytes)
        do throws(Failure) {
            _ = try scanner.value()
            scanner.skipWhitespace()
            guard scanner.peek == nil else {
                throw scanner.failure("unexpected \(scanner.found) after the end of the catalog")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Reads one value; arrays and objects are checked and skipped.
    mutating func value() throws(Failure) -> Value {
        skipWhitespace()
        guard let byte = peek else { throw failure("the file ends where a value was expected") }
        switch byte {
        case Byte.openBrace:
            try object { scanner, _ throws(Failure) in _ = try scanner.value() }
            return .object
        case Byte.openBracket:
            try array { scanner, _ throws(Failure) in _ = try scanner.value() }
            return .array
        case Byte.quote: return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("expected a value, found \(found)")
        }
    }

    /// Reads an object, handing each member's key to `member`, which must read the value.
    mutating func object(
        _ member: (inout CatalogJSONScanner, String) throws(Failure) -> Void
    ) throws(Failure) {
        try enter()
        defer { depth -= 1 }
        while !stopped {
            skipWhitespace()
            // A comma before the closing brace is tolerated, as the decoder tolerates it.
            if peek == Byte.closeBrace { break }
            guard peek == Byte.quote else {
                throw expected("a field name in double quotes", in: "an object")
            }
            let key = try string()
            skipWhitespace()
            guard peek == Byte.colon else {
                throw expected("\":\" after the field name", in: "an object")
            }
            offset += 1
            try member(&self, key)
            if stopped { return }
            skipWhitespace()
            if peek == Byte.comma {
                offset += 1
            } else if peek != Byte.closeBrace {
                throw expected("\",\" or \"}\" after a field", in: "an object")
            }
        }
        offset += 1
    }

    /// Reads an array, handing each element's index to `element`, which must read the value.
    mutating func array(
        _ element: (inout CatalogJSONScanner, Int) throws(Failure) -> Void
    ) throws(Failure) {
        try enter()
        defer { depth -= 1 }
        var index = 0
        while !stopped {
            skipWhitespace()
            if peek == Byte.closeBracket { break }
            try element(&self, index)
            if stopped { return }
            index += 1
            skipWhitespace()
            if peek == Byte.comma {
                offset += 1
            } else if peek != Byte.closeBracket {
                throw expected("\",\" or \"]\" after an element", in: "an array")
            }
        }
        offset += 1
    }

    /// Whether the next value (after white space) is an object.
    mutating func atObject() -> Bool {
        skipWhitespace()
        return peek == Byte.openBrace
    }

    /// Whether the next value (after white space) is an array.
    mutating func atArray() -> Bool {
        skipWhitespace()
        return peek == Byte.openBracket
    }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The character at the current offset, quoted, for "found …".
    var found: String {
        guard peek != nil else { return "the end of the file" }
        let tail = bytes[offset..<min(offset + 4, bytes.count)]
        let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        return String(scalar).catalogQuoted()
    }

    func failure(_ problem: String, at position: Int? = nil) -> Failure {
        Failure(offset: position ?? offset, problem: problem)
    }

    mutating func advance(by count: Int = 1) { offset += count }

    private func expected(_ what: String, in container: String) -> Failure {
        failure(
            peek == nil ? "the file ends inside \(container)" : "expected \(what), found \(found)")
    }

    /// Steps into an array or object, refusing to go deeper than `depthLimit`.
    private mutating func enter() throws(Failure) {
        guard depth < Self.depthLimit else {
            throw failure("nested more than \(Self.depthLimit) levels deep")
        }
        depth += 1
        offset += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    private mutating func literal(_ word: String, _ value: Value) throws(Failure) -> Value {
        guard bytes[offset...].starts(with: word.utf8) else {
            throw failure("expected a value, found \(found)")
        }
        offset += word.utf8.count
        return value
    }
}

extension CatalogJSONScanner {
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
