import AisleApp
import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

/// Bad `navigation.json` files that are noise: empty, cut short, padded, random, mutated, too
/// deep or too big. Each reads, without crashing, to the outcome the load protocol documents.
@Suite("Bad session files: noise", .timeLimit(.minutes(10)))
struct BadFileNoiseTests {
    typealias C = SessionCorpus
    typealias Outcome = SessionCorpus.Outcome

    @Test(arguments: [
        ("", Outcome.corrupt), (" \n\t", .corrupt), ("null", .corrupt), ("[]", .corrupt),
        ("7", .corrupt),
        (#""aisle.navigation""#, .corrupt), ("{", .corrupt), ("{}", .foreign("no format tag")),
    ])
    func emptyAndNonObjectFiles(text: String, outcome: Outcome) {
        #expect(C.read(text) == outcome)
    }

    /// A save cut short at any byte: never a document with more than the file held. The
    /// written form ends in its closing brace, so only the whole file (with or without an
    /// editor's final newline) reads; every shorter prefix is corrupt.
    @Test func everyTruncationIsCorruptOrTheWholeDocument() throws {
        let bytes = try #require(C.session.encoded()) + [0x0A]
        var wrong: [Int] = []
        for length in 0...bytes.count {
            let outcome = C.read(Array(bytes.prefix(length)))
            let expected: Outcome = length >= bytes.count - 1 ? .document(C.session) : .corrupt
            if outcome != expected { wrong.append(length) }
        }
        #expect(bytes.count > 1_000, "the fixture exercises a large file")
        #expect(wrong.isEmpty, "prefix lengths with the wrong outcome: \(wrong.prefix(20))")
    }

    @Test(arguments: [(1, 0), (0, 1), (4_096, 0), (0, 4_096), (3, 3)])
    func nulPaddingIsCorrupt(before: Int, after: Int) throws {
        let padded =
            [UInt8](repeating: 0, count: before) + (try #require(C.session.encoded()))
            + [UInt8](repeating: 0, count: after)
        #expect(C.read(padded) == .corrupt)
    }

    @Test func whitespacePaddingIsStillTheDocument() throws {
        let padded =
            Array(" \n\t\r".utf8) + (try #require(C.session.encoded())) + Array("\n\n  ".utf8)
        #expect(C.read(padded) == .document(C.session))
    }

    /// Pure noise, and noise after a valid header: never a document.
    @Test(arguments: [UInt64(1), 0xBAD_F11E])
    func randomBytesAreNeverADocument(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let header = Array(#"{"format":"aisle.navigation","version":1,"path":["#.utf8)
        for index in 0..<200 {
            let noise = random.bytes(Int.random(in: 0...600, using: &random))
            let input = index.isMultiple(of: 2) ? noise : header + noise
            #expect(C.read(input).document == nil, "seed \(seed), case \(index)")
        }
    }

    /// A valid file with a few bytes flipped, inserted or removed often still reads; when it
    /// does, it restores and draws without a control character reaching the screen.
    @Test func mutatedFilesRestoreAndDrawSafely() throws {
        var random = SeededRandom(seed: 0x5E55_1011)
        let valid = try #require(C.session.encoded())
        var documents = 0
        for index in 0..<200 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1:
                    bytes.insert(
                        contentsOf: random.bytes(Int.random(in: 1...3, using: &random)), at: at)
                default: bytes.remove(at: at)
                }
            }
            guard let document = C.read(bytes).document else { continue }
            documents += 1
            let (state, canvas) = try C.restoreAndDraw(document)
            #expect(state.path.count <= document.path.count)
            #expect(C.undrawable(in: canvas).isEmpty, "case \(index)")
        }
        #expect(documents > 0, "some mutations land inside strings and still read")
    }

    /// Refused by the depth pre-scan before the decoder can recurse: quick at any depth.
    @Test(arguments: [40, 500, 100_000])
    func deepNestingIsCorrupt(depth: Int) {
        let open = String(repeating: "[", count: depth)
        let closed = open + String(repeating: "]", count: depth)
        #expect(C.read(C.file(path: "[\(closed)]")) == .corrupt)
        #expect(
            C.read(C.file(#","checkout":\#(String(repeating: #"{"a":"#, count: depth))1"#))
                == .corrupt)
        #expect(C.read(C.file(#","extra":\#(open)"#)) == .corrupt)
        #expect(C.read(closed) == .corrupt)
    }

    /// Ten megabytes: the loader caps files at 1 MiB, but the decoder on its own must cope.
    @Test func tenMegabyteInputs() {
        let tenMB = 10 * 1_024 * 1_024
        #expect(C.read([UInt8](repeating: 0x5B, count: tenMB)) == .corrupt)
        var random = SeededRandom(seed: 10)
        #expect(C.read(random.bytes(tenMB)) == .corrupt)
        let big = C.file(#","extra":"\#(String(repeating: "x", count: tenMB))""#)
        #expect(C.read(big) == .document(SessionDocument(path: [.cart], screens: [])))
    }
}
