/// A small JSON reader that knows where it is: it finds the first byte that is not JSON and says
/// why, which Foundation's decoder does not (for a syntax error it gives no position).
///
/// The grammar is RFC 8259 exactly (no byte-order mark, no trailing commas) plus: no key twice
/// in one object, surrogate escapes paired, valid UTF-8 throughout and no raw control
/// characters inside strings. That is what `StrictJSON` checks state files against. Nesting is
/// capped at `depthLimit`, which also bounds the scanner's own recursion.
public struct JSONScanner: Sendable {
    /// Far deeper than Aisle's files need, far shallower than what overflows a small thread
    /// stack in the decoder.
    public static let defaultDepthLimit = 32
    /// The largest `depthLimit` honoured; larger ones are lowered to it, because the scanner
    /// recurses once per level and must not overflow a small thread stack itself.
    public static let maximumDepthLimit = 256

    /// The text being read.
    public let bytes: [UInt8]
    /// How many arrays and objects may be open inside one another.
    public let depthLimit: Int
    /// The byte offset of the next byte to read.
    public private(set) var offset = 0
    private var depth = 0

    /// A scanner at the start of `bytes`.
    public init(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) {
        self.bytes = bytes
        self.depthLimit = min(max(depthLimit, 0), Self.maximumDepthLimit)
    }

    /// The first place `bytes` stops being exactly one JSON value, or nil if it is one.
    public static func firstFailure(
        in bytes: [UInt8], depthLimit: Int = defaultDepthLimit
    ) -> Failure? {
        var scanner = Self(bytes, depthLimit: depthLimit)
        do throws(Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                throw scanner.failure("a byte-order mark, which JSON does not use")
            }
            try scanner.value()
            scanner.skipWhitespace()
            guard scanner.peek == nil else {
                throw scanner.unexpected(
                    "unexpected \(scanner.found) after the end of the document")
            }
            return nil
        } catch {
            return error
        }
    }

    /// Reads one value, checking it.
    mutating func value() throws(Failure) {
        skipWhitespace()
        guard let byte = peek else { throw failure("the file ends where a value was expected") }
        switch byte {
        case Byte.openBrace: try object()
        case Byte.openBracket: try array()
        case Byte.quote: _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected("expected a value, found \(found)")
        }
    }

    /// Reads an object; a key seen before in the same object is a failure. Keys compare as
    /// Swift strings (canonically equivalent spellings are equal), as the decoder looks them up.
    private mutating func object() throws(Failure) {
        try enter()
        defer { depth -= 1 }
        var keys: Set<String> = []
        var afterComma = false
        while true {
            skipWhitespace()
            if peek == Byte.closeBrace {
                if afterComma { throw failure("a comma before \"}\"") }
                break
            }
            guard peek == Byte.quote else {
                throw expected("a field name in double quotes", in: "an object")
            }
            let keyStart = offset
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Failure(
                    offset: keyStart, kind: .duplicateKey(key),
                    problem: "the key \(Self.quoted(key)) appears twice in one object")
            }
            skipWhitespace()
            guard peek == Byte.colon else {
                throw expected("\":\" after the field name", in: "an object")
            }
            offset += 1
            try value()
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

    /// Reads an array.
    private mutating func array() throws(Failure) {
        try enter()
        defer { depth -= 1 }
        var index = 0
        while true {
            skipWhitespace()
            if peek == Byte.closeBracket {
                if index > 0 { throw failure("a comma before \"]\"") }
                break
            }
            try value()
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

    private mutating func literal(_ word: String) throws(Failure) {
        guard bytes[offset...].starts(with: word.utf8) else {
            throw unexpected("expected a value, found \(found)")
        }
        offset += word.utf8.count
    }
}
