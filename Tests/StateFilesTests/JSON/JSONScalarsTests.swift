import StateFiles
import Testing

/// The one string and number decoder behind both the state-file check and the catalog reader:
/// every escape, surrogate pairs, each way UTF-8 can be broken, raw controls, with the offset
/// and kind each caller locates in its own words.
@Suite("JSONScalars", .timeLimit(.minutes(10)))
struct JSONScalarsTests {
    private typealias Reader = (UnsafeBufferPointer<UInt8>, inout Int) throws(JSONScanner.Failure)
        -> String

    /// Runs `reader` at the start of `bytes`: what it read and where it stopped, or its failure.
    private static func read(
        _ bytes: [UInt8], with reader: Reader
    ) -> Result<(String, Int), JSONScanner.Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            do throws(JSONScanner.Failure) {
                let text = try reader(buffer, &index)
                return .success((text, index))
            } catch {
                return .failure(error)
            }
        }
    }

    private static func readString(_ bytes: [UInt8]) -> Result<(String, Int), JSONScanner.Failure> {
        read(bytes, with: JSONScalars.string(in:at:))
    }

    private static func readNumber(_ text: String) -> Result<(String, Int), JSONScanner.Failure> {
        read(Array(text.utf8), with: JSONScalars.number(in:at:))
    }

    /// Each escape JSON has, alone and between text, and valid surrogate pairs.
    @Test(arguments: [
        (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{8}"),
        (#""\f""#, "\u{C}"), (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"),
        (#""\u0041""#, "A"), (#""\u00e9\u00E9""#, "éé"), (#""\u0000""#, "\u{0}"),
        (#""\u20AC""#, "€"), (#""\uFFFF""#, "\u{FFFF}"), (#""a\nb\tc""#, "a\nb\tc"),
        (#""\uD83D\uDE00""#, "😀"), (#""\udbff\udfff""#, "\u{10FFFF}"),
        (#""x\uD800\uDC00y""#, "x\u{10000}y"), (#""é☕😀""#, "é☕😀"), (#""""#, ""),
    ])
    func escapesDecode(json: String, text: String) throws {
        let bytes = Array(json.utf8) + Array(",".utf8)
        let (decoded, end) = try Self.readString(bytes).get()
        #expect(decoded == text)
        #expect(end == bytes.count - 1, "the index stops after the closing quote")
    }

    /// Broken strings: the offset each caller turns into a line and column, and the kind.
    @Test(
        arguments: [
            // Unpaired surrogates, reported at the escape's backslash.
            (Array(#""ab\uD800""#.utf8), 3, JSONScanner.Kind.unpairedSurrogate),
            (Array(#""\uDC00""#.utf8), 1, .unpairedSurrogate),
            (Array(#""\uD800\u0041""#.utf8), 1, .unpairedSurrogate),
            (Array(#""\uD800\uD800""#.utf8), 1, .unpairedSurrogate),
            (Array(#""\uDBFFx""#.utf8), 1, .unpairedSurrogate),
            // Invalid UTF-8 of each length, reported at the opening quote.
            ([0x22, 0x80, 0x22], 0, .invalidUTF8),  // a lone continuation byte
            ([0x22, 0x61, 0xC3, 0x22], 0, .invalidUTF8),  // a 2-byte lead cut short
            ([0x22, 0xC0, 0xAF, 0x22], 0, .invalidUTF8),  // overlong 2-byte "/"
            ([0x22, 0xE2, 0x82, 0x22], 0, .invalidUTF8),  // a 3-byte sequence cut short
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 0, .invalidUTF8),  // overlong 3-byte
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 0, .invalidUTF8),  // an encoded surrogate
            ([0x22, 0xF0, 0x9F, 0x98, 0x22], 0, .invalidUTF8),  // a 4-byte sequence cut short
            ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], 0, .invalidUTF8),  // overlong 4-byte
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 0, .invalidUTF8),  // past U+10FFFF
            ([0x22, 0xFF, 0x22], 0, .invalidUTF8),
            ([0x22, 0x5C, 0x6E, 0xC3, 0x22], 0, .invalidUTF8),  // after an escape
            // Raw controls, reported where they are, even in a string that is not UTF-8.
            ([0x22, 0x61, 0x00, 0x22], 2, .controlCharacter),
            ([0x22, 0x0A, 0x22], 1, .controlCharacter),
            ([0x22, 0x1F, 0x22], 1, .controlCharacter),
            ([0x22, 0x5C, 0x74, 0x09, 0x22], 3, .controlCharacter),
            ([0x22, 0xFF, 0x1B, 0x22], 2, .controlCharacter),
            // Grammar.
            (Array(#""abc"#.utf8), 0, .syntax),
            (Array(#""a\"#.utf8), 3, .syntax),
            (Array(#""\x""#.utf8), 1, .syntax),
            (Array(#""a\u12G4""#.utf8), 2, .syntax),
            (Array(#""\uD800\u12""#.utf8), 7, .syntax),
        ] as [([UInt8], Int, JSONScanner.Kind)])
    func brokenStringsSayWhereAndWhat(bytes: [UInt8], offset: Int, kind: JSONScanner.Kind) {
        guard case .failure(let failure) = Self.readString(bytes) else {
            Issue.record("\(bytes) was read as a string")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.kind == kind)
    }

    /// The words both callers quote; a character that could steer a terminal is escaped.
    @Test(arguments: [
        (#""\q""#, #"an unknown escape \q in a string"#),
        ("\"\\\u{1B}[2J\"", #"a backslash followed by "\u{1B}" in a string"#),
        (#""\é""#, #"a backslash followed by "é" in a string"#),
        (#""\u00""#, #"a \u escape without four hex digits"#),
        (#""\uDE00""#, #"a \u escape for half of a surrogate pair"#),
        (#""open"#, "a string that is never closed"),
        ("\"a\tb\"", #"a control character inside a string (write it as an escape like \n)"#),
    ])
    func problemsAreWorded(json: String, problem: String) {
        guard case .failure(let failure) = Self.readString(Array(json.utf8)) else {
            Issue.record("\(json) was read as a string")
            return
        }
        #expect(failure.problem == problem)
    }

    /// Numbers are read as written and stop where JSON's grammar does.
    @Test(arguments: [
        ("0", "0"), ("-0", "-0"), ("12,", "12"), ("01", "0"), ("-3.25e+10]", "-3.25e+10"),
        ("1E5", "1E5"), ("0.5}", "0.5"),
    ])
    func numbersReadAsWritten(text: String, number: String) throws {
        let (read, end) = try Self.readNumber(text).get()
        #expect(read == number)
        #expect(end == number.utf8.count)
    }

    @Test(arguments: [
        ("-", 1, #"expected a digit after "-", found the end of the file"#),
        ("-x", 1, #"expected a digit after "-", found "x""#),
        ("1.", 2, "expected a digit after the decimal point, found the end of the file"),
        ("1.e5", 2, #"expected a digit after the decimal point, found "e""#),
        ("1e+", 3, "expected a digit after the exponent sign, found the end of the file"),
    ])
    func brokenNumbersSayWhereAndWhy(text: String, offset: Int, problem: String) {
        guard case .failure(let failure) = Self.readNumber(text) else {
            Issue.record("\(text) was read as a number")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.problem == problem)
    }
}
