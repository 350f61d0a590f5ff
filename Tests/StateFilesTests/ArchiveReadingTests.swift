import Foundation
import StateFiles
import Testing

@Suite("ArchiveReading", .timeLimit(.minutes(10)))
struct ArchiveReadingTests {
    static let expected = ArchiveHeader(format: "aisle.test", version: 1)

    struct Body: Decodable, Sendable, Equatable {
        var items: [String]
    }

    /// `ArchiveReading` without the reason text, so outcomes compare in a table.
    enum Outcome: Equatable, CustomStringConvertible {
        case document(Body)
        case foreign(String)
        case newer(Int)
        case corrupt

        var description: String {
            switch self {
            case .document(let body): "document(\(body.items))"
            case .foreign(let format): "foreign(\(format))"
            case .newer(let version): "newer(\(version))"
            case .corrupt: "corrupt"
            }
        }
    }

    static func outcome(_ bytes: [UInt8]) -> Outcome {
        switch ArchiveReading<Body>.read(bytes, expecting: expected) {
        case .document(let body): .document(body)
        case .foreign(let format): .foreign(format)
        case .newer(let version): .newer(version)
        case .corrupt(let reason):
            // Every corrupt verdict says why, for the one line the user sees.
            reason.isEmpty ? .foreign("corrupt without a reason") : .corrupt
        }
    }

    static func outcome(_ text: String) -> Outcome { outcome(Array(text.utf8)) }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var outcome: Outcome
        var testDescription: String { json }
        init(_ json: String, _ outcome: Outcome) {
            self.json = json
            self.outcome = outcome
        }
    }

    @Test(arguments: [
        Case(
            #"{"format":"aisle.test","version":1,"items":["a","b"]}"#,
            .document(Body(items: ["a", "b"]))),
        Case(
            #"{"items":[],"version":1,"format":"aisle.test","extra":{"x":[1]}}"#,
            .document(Body(items: []))),
        Case(#"  {"format":"aisle.test","version":1,"items":[]}  "#, .document(Body(items: []))),
        Case(#"{"format":"aisle.cart","version":1,"items":[]}"#, .foreign("aisle.cart")),
        Case(#"{"format":"aisle.cart","version":99}"#, .foreign("aisle.cart")),
        Case(#"{"format":"","version":1,"items":[]}"#, .foreign("")),
        Case(#"{"version":1,"items":[]}"#, .foreign("no format tag")),
        Case(#"{}"#, .foreign("no format tag")),
        Case(#"{"format":null,"version":1,"items":[]}"#, .foreign("no format tag")),
        Case(#"{"format":"aisle.test","version":2,"items":[]}"#, .newer(2)),
        Case(#"{"format":"aisle.test","version":2,"items":"a newer shape"}"#, .newer(2)),
        Case(#"{"format":"aisle.test","version":9000}"#, .newer(9000)),
        Case(#"{"format":"aisle.test","version":0,"items":[]}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":-1,"items":[]}"#, .corrupt),
        Case(#"{"format":"aisle.test","items":[]}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":null,"items":[]}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":"1","items":[]}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":1.5,"items":[]}"#, .corrupt),
        // A format that is not a string is no tag of ours: someone else's file, left alone.
        Case(#"{"format":7,"version":1,"items":[]}"#, .foreign("no format tag")),
        Case(#"{"format":"aisle.test","version":1}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":1,"items":{"a":1}}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":1,"items":[1,2]}"#, .corrupt),
        Case(#"{"format":"aisle.test","version":1,"items":null}"#, .corrupt),
        Case("[1,2]", .corrupt),
        Case(#""x""#, .corrupt),
        Case("7", .corrupt),
        Case("null", .corrupt),
        Case("true", .corrupt),
        Case(#"{"format":"aisle.test","version":1,"items":["a""#, .corrupt),
        Case(#"{"format":"aisle.test","ver"#, .corrupt),
        Case(#"{"format":"aisle.test","version":1,"items":[]}}"#, .corrupt),
        Case(#"{format:"aisle.test",version:1,items:[]}"#, .corrupt),
        Case("", .corrupt),
        Case("   \n", .corrupt),
    ])
    func outcomeOf(_ testCase: Case) {
        #expect(Self.outcome(testCase.json) == testCase.outcome)
    }

    @Test(arguments: [
        Case(#"{"name":"some-tool","version":"2.0.1"}"#, .foreign("no format tag")),
        Case(#"{"format":"other.tool","version":"1.0"}"#, .foreign("other.tool")),
        Case(#"{"format":"other.tool","version":{"major":1}}"#, .foreign("other.tool")),
    ])
    func someoneElsesFileWithAnOddVersionIsForeign(_ testCase: Case) {
        // Calling these corrupt would set someone else's file aside; DESIGN says a file that
        // is not ours is left alone. A version of another type must not hide the format.
        #expect(Self.outcome(testCase.json) == testCase.outcome)
    }

    @Test(arguments: [100, 33, 10_000])
    func deepNestingIsCorruptWithoutCrashing(depth: Int) {
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(Self.outcome(#"{"format":"aisle.test","version":1,"items":\#(deep)}"#) == .corrupt)
        #expect(Self.outcome(deep) == .corrupt)
        let unclosed = String(repeating: "{\"a\":", count: depth)
        #expect(Self.outcome(unclosed) == .corrupt)
    }

    @Test func bracketsInsideStringsDoNotCountAsNesting() {
        let brackets = String(repeating: "[{", count: 100)
        let json = #"{"format":"aisle.test","version":1,"items":["\#(brackets)"]}"#
        #expect(Self.outcome(json) == .document(Body(items: [brackets])))
    }

    @Test(
        arguments: [
            [0xFF, 0xFE, 0xFD],
            [0xC3],
            Array(#"{"format":"aisle.test","version":1,"items":[""#.utf8) + [0xFF]
                + Array(#""]}"#.utf8),
        ] as [[UInt8]])
    func invalidUTF8IsCorrupt(bytes: [UInt8]) {
        #expect(Self.outcome(bytes) == .corrupt)
    }

    /// Invalid UTF-8 makes a file damaged whatever its header says: corrupt, not foreign (a
    /// damaged file of ours must not be left in place as if it were someone else's).
    @Test func invalidUTF8InTheTagIsCorrupt() {
        let bytes =
            Array(#"{"format":"aisle.te"#.utf8) + [0xC3, 0x28]
            + Array(#"st","version":1,"items":[]}"#.utf8)
        #expect(Self.outcome(bytes) == .corrupt)
    }

    /// A key twice is ambiguous (Foundation's decoder would take the first): corrupt, at the
    /// header as anywhere else.
    @Test(arguments: [
        #"{"format":"aisle.test","format":"other","version":1,"items":["a"]}"#,
        #"{"format":"aisle.test","version":1,"version":2,"items":["a"]}"#,
        #"{"format":"aisle.test","version":1,"items":["a"],"items":[]}"#,
    ])
    func duplicateKeysAreCorrupt(json: String) {
        #expect(Self.outcome(json) == .corrupt)
    }
}
