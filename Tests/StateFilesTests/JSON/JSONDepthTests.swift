import StateFiles
import Testing

@Suite struct JSONDepthTests {
    @Test(arguments: [
        (#"{}"#, 1, false),
        (#"{}"#, 0, true),
        (#"[[1]]"#, 2, false),
        (#"[[1]]"#, 1, true),
        (#"{"a":{"b":[1]}}"#, 3, false),
        (#"{"a":{"b":[1]}}"#, 2, true),
        (#"[1] [2] [3]"#, 1, false),
        (#"["[[[[{{{{"]"#, 1, false),
        (#"["a\"[[[["]"#, 1, false),
        (#"["a\\", [[["x"]]]]"#, 3, true),
        (#"["a\\", [[["x"]]]]"#, 4, false),
        (#"{"k]}":"}}}}","v":[[]]}"#, 2, true),
        (#"{"k]}":"}}}}","v":[[]]}"#, 3, false),
        (#"]]]]][["#, 2, false),
        (#"]]]]][[["#, 2, true),
        (#""unterminated [[[["#, 0, false),
        ("", 0, false),
    ])
    func counts(json: String, limit: Int, exceeds: Bool) {
        #expect(JSONDepth.exceeds(Array(json.utf8), limit: limit) == exceeds)
    }

    @Test func deepArraysAreCaughtWithoutRecursion() {
        let deep =
            Array(repeating: UInt8(ascii: "["), count: 100_000)
            + Array(repeating: UInt8(ascii: "]"), count: 100_000)
        #expect(JSONDepth.exceeds(deep, limit: 64))
        #expect(!JSONDepth.exceeds(deep, limit: 100_000))
    }
}
