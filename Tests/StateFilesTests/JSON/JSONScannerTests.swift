import StateFiles
import Testing

/// The scanner's grammar and its positions; `StrictJSONTests` covers the wording.
@Suite("JSONScanner", .timeLimit(.minutes(10)))
struct JSONScannerTests {
    /// What Foundation's decoder tolerates, the scanner refuses.
    @Test(arguments: [
        ("[1,2,]", false), (#"{"a":1,}"#, false), (#"{"a":1,"a":2}"#, false),
        (#"["\uD800"]"#, false), ("\u{FEFF}{}", false), (#"{"a":1}"#, true),
    ])
    func onlyStrictJSONPasses(text: String, passes: Bool) {
        #expect((JSONScanner.firstFailure(in: Array(text.utf8)) == nil) == passes)
    }

    @Test(
        arguments: [
            (Array(#"{"a":"x"#.utf8) + [0xFF, 0x22, 0x7D], 5, JSONScanner.Kind.invalidUTF8),
            (Array("[\"a\u{1}\"]".utf8), 3, .controlCharacter),
            (Array(#"{"k":1,"k":2}"#.utf8), 7, .duplicateKey("k")),
            (Array(#"[["\uDBFF"]]"#.utf8), 3, .unpairedSurrogate),
            (Array("[[[]]]".utf8), 2, .tooDeep),
            (Array("[1 2]".utf8), 3, .syntax),
        ] as [([UInt8], Int, JSONScanner.Kind)])
    func strictFailuresSayWhereAndWhat(bytes: [UInt8], offset: Int, kind: JSONScanner.Kind) throws {
        let failure = try #require(
            JSONScanner.firstFailure(in: bytes, depthLimit: 2))
        #expect(failure.offset == offset)
        #expect(failure.kind == kind)
    }

    @Test func locationCountsLinesAndCharacters() {
        let bytes = Array("{\n  \"é☕\": x".utf8)
        #expect(JSONScanner.location(of: 0, in: bytes) == (1, 1))
        #expect(JSONScanner.location(of: bytes.count - 1, in: bytes) == (2, 9))
        #expect(JSONScanner.location(of: 10_000, in: bytes) == (2, 10))
        #expect(JSONScanner.location(of: -5, in: bytes) == (1, 1))
    }

    @Test func depthLimitsAreClamped() {
        #expect(JSONScanner(Array("[]".utf8), depthLimit: -3).depthLimit == 0)
        #expect(
            JSONScanner(Array("[]".utf8), depthLimit: .max).depthLimit
                == JSONScanner.maximumDepthLimit)
        #expect(JSONScanner(Array("[]".utf8)).depthLimit == JSONScanner.defaultDepthLimit)
    }
}
