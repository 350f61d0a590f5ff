import StateFiles
import Testing

/// The scanner's two grammars and its positions; `StrictJSONTests` covers the strict wording
/// and the catalog loader's tests the lenient diagnostics.
@Suite("JSONScanner")
struct JSONScannerTests {
    /// What the decoder tolerates is lenient-only.
    @Test(arguments: [
        ("[1,2,]", true), (#"{"a":1,}"#, true), (#"{"a":1,"a":2}"#, true), (#"["\uD800"]"#, true),
        ("\u{FEFF}{}", true), (#"{"a":1}"#, false),
    ])
    func lenientOnly(text: String, lenientOnly: Bool) {
        let bytes = Array(text.utf8)
        #expect(JSONScanner.firstFailure(in: bytes, grammar: .lenient) == nil)
        #expect((JSONScanner.firstFailure(in: bytes, grammar: .strict) != nil) == lenientOnly)
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
            JSONScanner.firstFailure(in: bytes, grammar: .strict, depthLimit: 2))
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

    /// Walking to a field reads its value and stops there, as the catalog probe does.
    @Test func walksToAFieldAndStops() throws {
        var scanner = JSONScanner(Array(#"{"a":[1,{"b":"x\ny"}],"c":true} trailing junk"#.utf8))
        var found: JSONScanner.Value?
        try scanner.object { scanner, key throws(JSONScanner.Failure) in
            guard key == "a", scanner.atArray() else {
                _ = try scanner.value()
                return
            }
            try scanner.array { scanner, index throws(JSONScanner.Failure) in
                guard index == 1, scanner.atObject() else {
                    _ = try scanner.value()
                    return
                }
                try scanner.object { scanner, _ throws(JSONScanner.Failure) in
                    found = try scanner.value()
                    scanner.stopped = true
                }
            }
        }
        #expect(found == .string("x\ny"))
    }

    @Test func depthLimitsAreClamped() {
        #expect(JSONScanner(Array("[]".utf8), depthLimit: -3).depthLimit == 0)
        #expect(
            JSONScanner(Array("[]".utf8), depthLimit: .max).depthLimit
                == JSONScanner.maximumDepthLimit)
        #expect(JSONScanner(Array("[]".utf8)).depthLimit == JSONScanner.defaultDepthLimit)
    }
}
