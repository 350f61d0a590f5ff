import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// A seeded generator (SplitMix64), so a failing generated case can be replayed from its seed.
struct CorpusRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) } }
}

/// Issue 4's corpus of bad `navigation.json` files: each reads, without crashing, to the outcome
/// the load protocol documents; whatever reads as a document restores and draws a frame whose
/// cells hold nothing that could steer the terminal.
@Suite("Bad session files")
struct BadFileCorpusTests {
    /// `ArchiveReading` reduced to a comparable value (corrupt reasons are prose).
    enum Outcome: Equatable {
        case document(SessionDocument)
        case foreign(String)
        case newer(Int)
        case corrupt

        var document: SessionDocument? {
            if case .document(let document) = self { document } else { nil }
        }
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        switch SessionDocument.read(bytes) {
        case .document(let document): .document(document)
        case .foreign(let format): .foreign(format)
        case .newer(let version): .newer(version)
        case .corrupt: .corrupt
        }
    }

    static func read(_ text: String) -> Outcome { read(Array(text.utf8)) }

    /// A compact file with `path` (JSON) and `rest` (more members, each starting with a comma).
    static func file(path: String = #"[{"cart":{}}]"#, _ rest: String = "") -> String {
        #"{"format":"aisle.navigation","version":1,"path":\#(path)\#(rest)}"#
    }

    /// A whole session as the app writes it: seven screens, positions, a typed-in draft.
    static let session: SessionDocument = {
        var draft = CheckoutDraft()
        draft.shipping.name = TextField(text: "Ada Lovelace", cursor: 3, maxLength: 60)
        draft.shipping.email = TextField(text: "ada@example.com", maxLength: 80)
        draft.shipping.street = TextField(text: "1 Main St", maxLength: 80)
        draft.shipping.city = TextField(text: "Springfield", maxLength: 50)
        draft.shipping.postalCode = TextField(text: "12345", maxLength: 12)
        draft.shipping.countryCode = "US"
        draft.shipping.focus = .city
        draft.payment.method = .card
        draft.payment.focus = .number
        let search = Route.search(query: "coffee")
        return SessionDocument(
            path: [
                .category(id: "coffee"), .product(id: "p-01"), .seller(id: "s-roast"), search,
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
            ],
            screens: [
                .init(route: nil, selected: 1, top: 0),
                .init(route: .category(id: "coffee"), selected: 2, top: 0),
                .init(route: .seller(id: "s-roast"), selected: 3, top: 1),
                .init(route: search, selected: 1, top: 0),
            ],
            checkout: draft)
    }()

    static let frameSize = Size(columns: 80, rows: 24)

    /// Restores `document` over the test catalog with one item in the cart (so checkout
    /// routes can be valid) and draws it at 80×24.
    static func restoreAndDraw(_ document: SessionDocument) throws -> (AppState, Canvas) {
        var cart = Cart()
        cart.add(TestCatalog.beans, stock: 12, price: 1850)
        var state = try TestCatalog.state(cart: cart)
        state.notice = SessionRestore.apply(document, to: &state)
        return (state, AppView.render(state, size: frameSize))
    }

    /// The scalars of `canvas` that the terminal must never receive.
    static func undrawable(in canvas: Canvas) -> [UInt32] {
        canvas.cells.flatMap { $0.text.unicodeScalars.filter { !TextSanitizer.isDrawable($0) }.map(\.value) }
    }

    // MARK: Empty, truncated, padded, random

    @Test(arguments: [
        ("", Outcome.corrupt), (" \n\t", .corrupt), ("null", .corrupt), ("[]", .corrupt), ("7", .corrupt),
        (#""aisle.navigation""#, .corrupt), ("{", .corrupt), ("{}", .foreign("no format tag")),
    ])
    func emptyAndNonObjectFiles(text: String, outcome: Outcome) {
        #expect(Self.read(text) == outcome)
    }

    /// A save cut short at any byte: never a document with more than the file held. The
    /// written form ends in its closing brace, so only the whole file (with or without an
    /// editor's final newline) reads; every shorter prefix is corrupt.
    @Test func everyTruncationIsCorruptOrTheWholeDocument() {
        let bytes = Self.session.encoded() + [0x0A]
        var wrong: [Int] = []
        for length in 0...bytes.count {
            let outcome = Self.read(Array(bytes.prefix(length)))
            let expected: Outcome = length >= bytes.count - 1 ? .document(Self.session) : .corrupt
            if outcome != expected { wrong.append(length) }
        }
        #expect(bytes.count > 1_000, "the fixture exercises a large file")
        #expect(wrong.isEmpty, "prefix lengths with the wrong outcome: \(wrong.prefix(20))")
    }

    @Test(arguments: [(1, 0), (0, 1), (4_096, 0), (0, 4_096), (3, 3)])
    func nulPaddingIsCorrupt(before: Int, after: Int) {
        let padded = [UInt8](repeating: 0, count: before) + Self.session.encoded() + [UInt8](repeating: 0, count: after)
        #expect(Self.read(padded) == .corrupt)
    }

    @Test func whitespacePaddingIsStillTheDocument() {
        let padded = Array(" \n\t\r".utf8) + Self.session.encoded() + Array("\n\n  ".utf8)
        #expect(Self.read(padded) == .document(Self.session))
    }

    /// Pure noise, and noise after a valid header: never a document.
    @Test(arguments: [UInt64(1), 0xBAD_F11E])
    func randomBytesAreNeverADocument(seed: UInt64) {
        var random = CorpusRandom(seed: seed)
        let header = Array(#"{"format":"aisle.navigation","version":1,"path":["#.utf8)
        for index in 0..<200 {
            let noise = random.bytes(Int.random(in: 0...600, using: &random))
            let input = index.isMultiple(of: 2) ? noise : header + noise
            #expect(Self.read(input).document == nil, "seed \(seed), case \(index)")
        }
    }

    /// A valid file with a few bytes flipped, inserted or removed often still reads; when it
    /// does, it restores and draws without a control character reaching the screen.
    @Test func mutatedFilesRestoreAndDrawSafely() throws {
        var random = CorpusRandom(seed: 0x5E55_1011)
        let valid = Self.session.encoded()
        var documents = 0
        for index in 0..<200 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(contentsOf: random.bytes(Int.random(in: 1...3, using: &random)), at: at)
                default: bytes.remove(at: at)
                }
            }
            guard let document = Self.read(bytes).document else { continue }
            documents += 1
            let (state, canvas) = try Self.restoreAndDraw(document)
            #expect(state.path.count <= document.path.count)
            #expect(Self.undrawable(in: canvas).isEmpty, "case \(index)")
        }
        #expect(documents > 0, "some mutations land inside strings and still read")
    }

    // MARK: Header

    @Test(arguments: [
        (#"{"format":"aisle.cart","version":1,"lines":[]}"#, Outcome.foreign("aisle.cart")),
        (#"{"format":"aisle.orders","version":1,"path":[]}"#, .foreign("aisle.orders")),
        (#"{"format":"Aisle.Navigation","version":1,"path":[]}"#, .foreign("Aisle.Navigation")),
        (#"{"format":"aisle.navigation ","version":1,"path":[]}"#, .foreign("aisle.navigation ")),
        (#"{"format":"","version":1,"path":[]}"#, .foreign("")),
        (#"{"format":"\u001b]0;x\u0007","version":1}"#, .foreign("\u{1B}]0;x\u{7}")),
        (#"{"format":null,"version":1,"path":[]}"#, .foreign("no format tag")),
        (#"{"version":1,"path":[{"cart":{}}]}"#, .foreign("no format tag")),
    ])
    func wrongTagIsForeign(text: String, outcome: Outcome) {
        #expect(Self.read(text) == outcome)
    }

    /// A newer build's file is recognised from its header alone, whatever its body holds.
    @Test(arguments: [
        (#"{"format":"aisle.navigation","version":2,"path":[{"cart":{}}]}"#, 2),
        (#"{"format":"aisle.navigation","version":2,"path":"a newer shape"}"#, 2),
        (#"{"format":"aisle.navigation","version":3}"#, 3),
        (#"{"version":1000,"format":"aisle.navigation","path":{"x":[1,{"y":null}]},"checkout":7}"#, 1000),
        (#"{"format":"aisle.navigation","version":9223372036854775807,"path":[]}"#, Int.max),
    ])
    func futureVersionIsNewer(text: String, version: Int) {
        #expect(Self.read(text) == .newer(version))
    }

    @Test(arguments: ["0", "-1", "-9223372036854775808", "1.5", #""1""#, "null", "1e400", "99999999999999999999"])
    func unusableVersionIsCorrupt(version: String) {
        #expect(Self.read(#"{"format":"aisle.navigation","version":\#(version),"path":[]}"#) == .corrupt)
    }

    // MARK: Size and depth

    /// Refused by the depth pre-scan before the decoder can recurse: quick at any depth.
    @Test(arguments: [40, 500, 100_000])
    func deepNestingIsCorrupt(depth: Int) {
        let open = String(repeating: "[", count: depth)
        let closed = open + String(repeating: "]", count: depth)
        #expect(Self.read(Self.file(path: "[\(closed)]")) == .corrupt)
        #expect(Self.read(Self.file(#","checkout":\#(String(repeating: #"{"a":"#, count: depth))1"#)) == .corrupt)
        #expect(Self.read(Self.file(#","extra":\#(open)"#)) == .corrupt)
        #expect(Self.read(closed) == .corrupt)
    }

    /// Ten megabytes: the loader caps files at 1 MiB, but the decoder on its own must cope.
    @Test func tenMegabyteInputs() {
        let tenMB = 10 * 1_024 * 1_024
        #expect(Self.read([UInt8](repeating: 0x5B, count: tenMB)) == .corrupt)
        #expect(Self.read([UInt8](repeating: 0, count: tenMB)) == .corrupt)
        var random = CorpusRandom(seed: 10)
        #expect(Self.read(random.bytes(tenMB)) == .corrupt)
        let spaces = String(repeating: " ", count: tenMB)
        #expect(Self.read(spaces + Self.file() + spaces) == .document(SessionDocument(path: [.cart], screens: [])))
        let big = Self.file(#","extra":"\#(String(repeating: "x", count: tenMB))""#)
        #expect(Self.read(big) == .document(SessionDocument(path: [.cart], screens: [])))
    }
}
