import StateFiles
import Testing

@Suite("StrictJSON", .timeLimit(.minutes(10)))
struct StrictJSONTests {
    /// One input and the reason `StrictJSON.problem` must give (nil: the input is fine).
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var bytes: [UInt8]
        var depthLimit: Int
        var reason: String?

        init(_ label: String, _ text: String, depthLimit: Int = 32, _ reason: String?) {
            self.init(label, Array(text.utf8), depthLimit: depthLimit, reason)
        }

        init(_ label: String, _ bytes: [UInt8], depthLimit: Int = 32, _ reason: String?) {
            self.label = label
            self.bytes = bytes
            self.depthLimit = depthLimit
            self.reason = reason
        }

        var testDescription: String { label }
    }

    static let valid: [Case] = [
        Case("empty object", "{}", nil),
        Case("empty array", "[]", nil),
        Case("scalars at the top", #""x""#, nil),
        Case("number", "-0.5e+10", nil),
        Case("literals", "[true,false,null]", nil),
        Case("white space around", " \n\t\r{\"a\":1}\r\n ", nil),
        Case("pretty printed", "{\n  \"a\" : [\n    1,\n    2\n  ]\n}\n", nil),
        Case(
            "every escape", #"{"a":"\"\\\/\b\f\n\r\t\u0041\u00e9\uD83D\uDE00\u0000\u001F"}"#, nil),
        Case(
            "UTF-8 at the edges of each length",
            [0x22, 0xC2, 0x80, 0xDF, 0xBF, 0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80]
                + [0xEF, 0xBF, 0xBF, 0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF, 0x22], nil),
        Case("raw non-ASCII", #"{"café":"☕ 😀 \#u{FFFF} \#u{7F}"}"#, nil),
        Case("nested", #"{"a":{"b":[1,{"c":[]}]},"d":[[],[{}]]}"#, nil),
        Case("one key in sibling objects", #"{"a":{"a":1},"b":[{"a":1},{"a":2}]}"#, nil),
        Case("keys differing in case", #"{"a":1,"A":2}"#, nil),
        Case("out-of-range numbers are the decoder's call", "[1e400,99999999999999999999]", nil),
        Case("exactly at the depth limit", "[[[1]]]", depthLimit: 3, nil),
    ]

    static let invalid: [Case] = [
        Case("nothing", "", "empty"),
        Case("only white space", " \n\t", "empty"),
        Case(
            "two values", #"{"a":1} {"b":2}"#,
            #"not valid JSON at line 1, column 9: unexpected "{" after the end of the document"#),
        Case(
            "trailing comma in an object", "{\n\"a\":1,\n}",
            #"not valid JSON at line 3, column 1: a comma before "}""#),
        Case(
            "trailing comma in an array", "[1,]",
            #"not valid JSON at line 1, column 4: a comma before "]""#),
        Case(
            "byte-order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
            "not valid JSON at line 1, column 1: a byte-order mark, which JSON does not use"),
        Case(
            "unclosed object", #"{"a":1"#,
            "not valid JSON at line 1, column 7: the file ends inside an object"),
        Case(
            "single quotes", "{'a':1}",
            #"not valid JSON at line 1, column 2: expected a field name in double quotes, found "'""#
        ),
        Case(
            "leading zero", "01",
            #"not valid JSON at line 1, column 2: unexpected "1" after the end of the document"#),
        Case(
            "bare minus", "-",
            "not valid JSON at line 1, column 2: expected a digit after \"-\", found the end of the file"
        ),
        Case("NaN", "NaN", #"not valid JSON at line 1, column 1: expected a value, found "N""#),
        Case(
            "misspelt literal", "[tru]",
            #"not valid JSON at line 1, column 2: expected a value, found "t""#),
        Case(
            "unknown escape", #"["\x"]"#,
            #"not valid JSON at line 1, column 3: an unknown escape \x in a string"#),
        Case(
            "backslash before a control character", "[\"\\\u{1B}[2J\"]",
            #"not valid JSON at line 1, column 3: a backslash followed by "\u{1B}" in a string"#),
        Case(
            "backslash before a non-ASCII character", #"["\é"]"#,
            #"not valid JSON at line 1, column 3: a backslash followed by "é" in a string"#),
        Case(
            "form feed between tokens", "[1,\u{C}2]",
            #"not valid JSON at line 1, column 4: expected a value, found "\u{C}""#),
        Case(
            "NUL after the value", [UInt8(ascii: "1"), 0],
            #"not valid JSON at line 1, column 2: unexpected "\u{0}" after the end of the document"#
        ),
        Case(
            "invalid UTF-8 in a value", Array(#"{"a":"x"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            "invalid UTF-8"),
        Case(
            "invalid UTF-8 in a key", Array(#"{"a"#.utf8) + [0xC3] + Array(#"":1}"#.utf8),
            "invalid UTF-8"),
        Case(
            "overlong encoding", Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8),
            "invalid UTF-8"),
        Case(
            "UTF-8 surrogate", Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8),
            "invalid UTF-8"),
        Case("past U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8"),
        Case("overlong three bytes", [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8"),
        Case("overlong four bytes", [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], "invalid UTF-8"),
        Case("truncated inside a string", [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8"),
        Case("lone continuation byte", [0x22, 0x61, 0x80, 0x22], "invalid UTF-8"),
        Case(
            "invalid UTF-8 between tokens", Array("[1,".utf8) + [0xFF] + Array("]".utf8),
            "invalid UTF-8"),
        Case("invalid UTF-8 after the value", Array("{}".utf8) + [0x80], "invalid UTF-8"),
        Case("truncated sequence at the end", Array("[1]".utf8) + [0xE2, 0x82], "invalid UTF-8"),
        Case(
            "raw NUL in a string", Array(#"["a"#.utf8) + [0x00] + Array(#""]"#.utf8),
            "a raw control character in a string"),
        Case("raw newline in a string", "[\"a\nb\"]", "a raw control character in a string"),
        Case("raw escape in a key", "{\"\u{1B}[2J\":1}", "a raw control character in a string"),
        Case("lone high surrogate", #"["\uD800"]"#, "an unpaired surrogate escape in a string"),
        Case("lone low surrogate", #"["\uDC00"]"#, "an unpaired surrogate escape in a string"),
        Case("high then not low", #"["\uD800\u0041"]"#, "an unpaired surrogate escape in a string"),
        Case(
            "pair the wrong way round", #"["\uDE00\uD83D"]"#,
            "an unpaired surrogate escape in a string"),
        Case("duplicate key", #"{"path":[],"version":1,"path":[]}"#, #"duplicate key "path""#),
        Case("duplicate key deeper down", #"{"a":[{"id":"x","id":"y"}]}"#, #"duplicate key "id""#),
        Case("duplicate key spelt with an escape", #"{"a":1,"\u0061":2}"#, #"duplicate key "a""#),
        Case(
            "duplicate key in another normal form", "{\"\u{E9}\":1,\"e\u{301}\":2}",
            "duplicate key \"\u{E9}\""),
        Case(
            "duplicate key with a control character", #"{"\u001b]0;x":1,"\u001b]0;x":2}"#,
            #"duplicate key "\u{1B}]0;x""#),
        Case("one level too deep", "[[[1]]]", depthLimit: 2, "nested too deeply"),
        Case("deep and unclosed", String(repeating: "{\"a\":", count: 10_000), "nested too deeply"),
    ]

    @Test(arguments: valid + invalid)
    func reason(_ testCase: Case) {
        #expect(
            StrictJSON.problem(in: testCase.bytes, depthLimit: testCase.depthLimit)
                == testCase.reason)
    }

    /// A long key is cut in the reason, which goes into a one-line notice.
    @Test func aLongDuplicateKeyIsCut() throws {
        let key = String(repeating: "k", count: 500)
        let reason = try #require(
            StrictJSON.problem(in: Array(#"{"\#(key)":1,"\#(key)":2}"#.utf8), depthLimit: 32))
        #expect(reason == "duplicate key \"\(key.prefix(40))…\"")
    }

    /// The first trouble is the one reported, so a caller can tell the user where to look.
    @Test func theFirstProblemWins() {
        let bytes = Array(#"{"a":1,"a":2,"b":""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(StrictJSON.problem(in: bytes, depthLimit: 32) == #"duplicate key "a""#)
    }

    /// Depth limits beyond what the scanner can recurse through safely are lowered, not trusted.
    @Test func anAbsurdDepthLimitIsCapped() {
        let depth = 100_000
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(StrictJSON.problem(in: Array(deep.utf8), depthLimit: .max) == "nested too deeply")
        let atCap = JSONScanner.maximumDepthLimit
        let fits = String(repeating: "[", count: atCap) + String(repeating: "]", count: atCap)
        #expect(StrictJSON.problem(in: Array(fits.utf8), depthLimit: .max) == nil)
        #expect(StrictJSON.problem(in: Array("[]".utf8), depthLimit: -1) == "nested too deeply")
    }
}
