/// A small JSON reader that knows where it is: it finds the first byte that is not JSON and says
/// why, and it walks to a place in a document (a field, an element) to read the value there.
/// Foundation's decoder says neither (for a syntax error it gives no position).
///
/// Two grammars: `.lenient` accepts what Foundation's decoder accepts (trailing commas, a UTF-8
/// byte-order mark, repeated keys, unpaired surrogate escapes read as U+FFFD), so the catalog
/// diagnostics report the error that stopped a load; `.strict` is RFC 8259 with no repeated key
/// in an object, which is what `StrictJSON` checks state files against. Both refuse invalid UTF-8
/// and raw control characters inside strings. Nesting is capped at `depthLimit`, which also
/// bounds the scanner's own recursion.
public struct JSONScanner: Sendable {
    /// Which JSON a scanner accepts.
    public enum Grammar: Sendable, Equatable {
        /// What Foundation's decoder accepts.
        case lenient
        /// RFC 8259 exactly, plus: keys unique within an object, surrogate escapes paired.
        case strict
    }

    /// What a value is, with scalars kept so that a message can quote them.
    public enum Value: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// The number as written.
        case number(String)
        /// A string, escapes resolved.
        case string(String)
        /// An array (checked and skipped).
        case array
        /// An object (checked and skipped).
        case object
    }

    /// Far deeper than Aisle's files need (a catalog uses 3 levels), far shallower than what
    /// overflows a small thread stack in the decoder.
    public static let defaultDepthLimit = 32
    /// The largest `depthLimit` honoured; larger ones are lowered to it, because the scanner
    /// recurses once per level and must not overflow a small thread stack itself.
    public static let maximumDepthLimit = 256

    /// The text being read.
    public let bytes: [UInt8]
    /// Which JSON is accepted.
    public let grammar: Grammar
    /// How many arrays and objects may be open inside one another.
    public let depthLimit: Int
    /// The byte offset of the next byte to read.
    public private(set) var offset: Int
    private var depth = 0
    /// Set by a caller that has what it came for, to end every open loop early.
    public var stopped = false

    /// A scanner at the start of `bytes` (past a byte-order mark, if lenient and there is one).
    public init(
        _ bytes: [UInt8], grammar: Grammar = .lenient, depthLimit: Int = defaultDepthLimit
    ) {
        self.bytes = bytes
        self.grammar = grammar
        self.depthLimit = min(max(depthLimit, 0), Self.maximumDepthLimit)
        offset = grammar == .lenient && bytes.starts(with: Self.byteOrderMark) ? 3 : 0
    }

    /// The first place `bytes` stops being exactly one JSON value of `grammar`, or nil if it is
    /// one. `documentName` names the whole in "unexpected … after the end of the catalog".
    public static func firstFailure(
        in bytes: [UInt8], grammar: Grammar = .lenient, depthLimit: Int = defaultDepthLimit,
        documentName: String = "document"
    ) -> Failure? {
        var scanner = Self(bytes, grammar: grammar, depthLimit: depthLimit)
        do throws(Failure) {
            if grammar == .strict, bytes.starts(with: byteOrderMark) {
                throw scanner.failure("a byte-order mark, which JSON does not use")
            }
            _ = try scanner.value()
            scanner.skipWhitespace()
            guard scanner.peek == nil else {
                throw scanner.unexpected(
                    "unexpected \(scanner.found) after the end of the \(documentName)")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Reads one value; arrays and objects are checked and skipped.
    public mutating func value() throws(Failure) -> Value {
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
        default: throw unexpected("expected a value, found \(found)")
        }
    }

    /// Reads an object, handing each member's key to `member`, which must read the value. In
    /// the strict grammar a key seen before in the same object is a failure; keys compare as
    /// Swift strings (canonically equivalent spellings are equal), as the decoder looks them up.
    public mutating func object(
        _ member: (inout JSONScanner, String) throws(Failure) -> Void
    ) throws(Failure) {
        try enter()
        defer { depth -= 1 }
        // Only the strict grammar looks for repeated keys; the set costs a hash per key.
        var keys: Set<String>? = grammar == .strict ? [] : nil
        var afterComma = false
        while !stopped {
            skipWhitespace()
            if peek == Byte.closeBrace {
                // The decoder tolerates a comma before the closing brace; JSON does not.
                if afterComma, grammar == .strict { throw failure("a comma before \"}\"") }
                break
            }
            guard peek == Byte.quote else {
                throw expected("a field name in double quotes", in: "an object")
            }
            let keyStart = offset
            let key = try string()
            if keys?.insert(key).inserted == false {
                throw Failure(
                    offset: keyStart, kind: .duplicateKey(key),
                    problem: "the key \(Self.quoted(key)) appears twice in one object")
            }
            skipWhitespace()
            guard peek == Byte.colon else {
                throw expected("\":\" after the field name", in: "an object")
            }
            offset += 1
            try member(&self, key)
            if stopped { return }
            skipWhitespace()
            afterComma = peek == Byte.comma
            if afterComma {
                offset += 1
            } else if peek != Byte.closeBrace {
                throw expected("\",\" or \"}\" after a field", in: "an object")
            }
        }
        offset += 1
    }

    /// Reads an array, handing each element's index to `element`, which must read the value.
    public mutating func array(
        _ element: (inout JSONScanner, Int) throws(Failure) -> Void
    ) throws(Failure) {
        try enter()
        defer { depth -= 1 }
        var index = 0
        while !stopped {
            skipWhitespace()
            if peek == Byte.closeBracket {
                if index > 0, grammar == .strict { throw failure("a comma before \"]\"") }
                break
            }
            try element(&self, index)
            if stopped { return }
            index += 1
            skipWhitespace()
            if peek == Byte.comma {
                offset += 1
            } else if peek != Byte.closeBracket {
                throw expected("\",\" or \"]\" after an element", in: "an array")
            } else {
                break
            }
        }
        offset += 1
    }

    /// Whether the next value (after white space) is an object.
    public mutating func atObject() -> Bool {
        skipWhitespace()
        return peek == Byte.openBrace
    }

    /// Whether the next value (after white space) is an array.
    public mutating func atArray() -> Bool {
        skipWhitespace()
        return peek == Byte.openBracket
    }

    /// The byte at the current offset, nil at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func advance(by count: Int = 1) { offset += count }

    /// Steps into an array or object, refusing to go deeper than `depthLimit`.
    private mutating func enter() throws(Failure) {
        guard depth < depthLimit else {
            throw Failure(
                offset: offset, kind: .tooDeep,
                problem: "nested more than \(depthLimit) levels deep")
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
            throw unexpected("expected a value, found \(found)")
        }
        offset += word.utf8.count
        return value
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
