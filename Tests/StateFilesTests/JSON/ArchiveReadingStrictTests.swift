import StateFiles
import Testing

/// `ArchiveReading.read` checks strict JSON first: damage is corrupt, with the strict check's
/// reason, whatever the header says; a well-formed file without our tag stays foreign.
@Suite("ArchiveReading strict JSON", .timeLimit(.minutes(10)))
struct ArchiveReadingStrictTests {
    struct Body: Decodable, Sendable, Equatable {
        var items: [String]
    }

    static let expected = ArchiveHeader(format: "aisle.test", version: 1)

    static func reason(_ bytes: [UInt8]) -> String? {
        if case .corrupt(let reason) = ArchiveReading<Body>.read(bytes, expecting: expected) {
            return reason
        }
        return nil
    }

    @Test(
        arguments: [
            (
                Array(#"{"format":"aisle.test","format":"other","version":1,"items":[]}"#.utf8),
                #"duplicate key "format""#
            ),
            (
                Array(#"{"format":"other","version":1,"version":2}"#.utf8),
                #"duplicate key "version""#
            ),
            (
                Array(#"{"format":"aisle.te"#.utf8) + [0xC3, 0x28]
                    + Array(#"st","version":1,"items":[]}"#.utf8), "invalid UTF-8"
            ),
            (
                Array(#"{"format":"other.tool","name":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
                "invalid UTF-8"
            ),
            (
                Array("{\"format\":\"aisle.test\",\"version\":1,\"items\":[\"a\u{7}\"]}".utf8),
                "a raw control character in a string"
            ),
            (
                Array(#"{"format":"aisle.test","version":1,"items":["\uDC00"]}"#.utf8),
                "an unpaired surrogate escape in a string"
            ),
            (
                Array(
                    #"{"format":"aisle.test","version":1,"items":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#
                        .utf8), "nested too deeply"
            ),
            (
                Array(#"{"format":"aisle.test","version":1,"items":[],}"#.utf8),
                #"not valid JSON at line 1, column 47: a comma before "}""#
            ),
            (
                [0xEF, 0xBB, 0xBF] + Array(#"{"format":"aisle.test","version":1,"items":[]}"#.utf8),
                "not valid JSON at line 1, column 1: a byte-order mark, which JSON does not use"
            ),
            ([], "empty"),
        ] as [([UInt8], String)])
    func damageIsCorruptWithTheStrictReason(bytes: [UInt8], reason: String) {
        #expect(Self.reason(bytes) == reason)
    }

    @Test func wellFormedFilesReadAsBefore() {
        let ours = Array(#"{"format":"aisle.test","version":1,"items":["\u001b","é"]}"#.utf8)
        guard case .document(let body) = ArchiveReading<Body>.read(ours, expecting: Self.expected)
        else {
            Issue.record("not read as a document")
            return
        }
        #expect(body.items == ["\u{1B}", "é"])
        let theirs = Array(#"{"format":"other.tool","version":"2.0","settings":{"a":[1,2]}}"#.utf8)
        guard
            case .foreign(let format) = ArchiveReading<Body>.read(theirs, expecting: Self.expected)
        else {
            Issue.record("someone else's file is not foreign")
            return
        }
        #expect(format == "other.tool")
    }
}
