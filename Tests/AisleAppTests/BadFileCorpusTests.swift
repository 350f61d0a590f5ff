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

    /// `count` random bytes, eight from each draw (ten megabytes stay quick in a debug build).
    mutating func bytes(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            var word = next()
            for _ in 0..<min(8, count - index) {
                bytes[index] = UInt8(truncatingIfNeeded: word)
                word >>= 8
                index += 1
            }
        }
        return bytes
    }
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
        canvas.cells.flatMap {
            $0.text.unicodeScalars.filter { !TextSanitizer.isDrawable($0) }.map(\.value)
        }
    }

    // MARK: Empty, truncated, padded, random

    @Test(arguments: [
        ("", Outcome.corrupt), (" \n\t", .corrupt), ("null", .corrupt), ("[]", .corrupt),
        ("7", .corrupt),
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
        let padded =
            [UInt8](repeating: 0, count: before) + Self.session.encoded()
            + [UInt8](repeating: 0, count: after)
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
                case 1:
                    bytes.insert(
                        contentsOf: random.bytes(Int.random(in: 1...3, using: &random)), at: at)
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
        (
            #"{"version":1000,"format":"aisle.navigation","path":{"x":[1,{"y":null}]},"checkout":7}"#,
            1000
        ),
        (#"{"format":"aisle.navigation","version":9223372036854775807,"path":[]}"#, Int.max),
    ])
    func futureVersionIsNewer(text: String, version: Int) {
        #expect(Self.read(text) == .newer(version))
    }

    @Test(arguments: [
        "0", "-1", "-9223372036854775808", "1.5", #""1""#, "null", "1e400", "99999999999999999999",
    ])
    func unusableVersionIsCorrupt(version: String) {
        #expect(
            Self.read(#"{"format":"aisle.navigation","version":\#(version),"path":[]}"#) == .corrupt
        )
    }

    // MARK: Size and depth

    /// Refused by the depth pre-scan before the decoder can recurse: quick at any depth.
    @Test(arguments: [40, 500, 100_000])
    func deepNestingIsCorrupt(depth: Int) {
        let open = String(repeating: "[", count: depth)
        let closed = open + String(repeating: "]", count: depth)
        #expect(Self.read(Self.file(path: "[\(closed)]")) == .corrupt)
        #expect(
            Self.read(Self.file(#","checkout":\#(String(repeating: #"{"a":"#, count: depth))1"#))
                == .corrupt)
        #expect(Self.read(Self.file(#","extra":\#(open)"#)) == .corrupt)
        #expect(Self.read(closed) == .corrupt)
    }

    /// Ten megabytes: the loader caps files at 1 MiB, but the decoder on its own must cope.
    @Test func tenMegabyteInputs() {
        let tenMB = 10 * 1_024 * 1_024
        #expect(Self.read([UInt8](repeating: 0x5B, count: tenMB)) == .corrupt)
        var random = CorpusRandom(seed: 10)
        #expect(Self.read(random.bytes(tenMB)) == .corrupt)
        let big = Self.file(#","extra":"\#(String(repeating: "x", count: tenMB))""#)
        #expect(Self.read(big) == .document(SessionDocument(path: [.cart], screens: [])))
    }
}

extension BadFileCorpusTests {
    // MARK: Strings: encoding, duplicates, huge, hostile

    /// Bytes that are not UTF-8, spliced where `\u{FFFF}` stands in `template`: a lone
    /// continuation byte, a truncated sequence, an overlong encoding, a surrogate, 0xFF.
    static func splicingBadUTF8(into template: String) -> [[UInt8]] {
        let parts = template.split(separator: "\u{FFFF}", omittingEmptySubsequences: false)
        return [[0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF]].map {
            Array(parts[0].utf8) + $0 + Array(parts[1].utf8)
        }
    }

    /// Issue 4: invalid UTF-8 is rejected wherever it is, also in a string no decoder reads
    /// (Foundation's decoder would not look there) and in the format tag (which must not make
    /// a damaged file look like someone else's).
    @Test(arguments: [
        Self.file(path: #"[{"search":{"query":"caf\#u{FFFF}"}}]"#),
        Self.file(path: #"[{"product":{"id":"p-\#u{FFFF}"}}]"#),
        Self.file(#","extra":"\#u{FFFF}""#),
        #"{"format":"aisle.navigation\#u{FFFF}","version":1,"path":[]}"#,
        Self.file(#","\#u{FFFF}":1"#),
    ])
    func invalidUTF8IsCorrupt(template: String) {
        for bytes in Self.splicingBadUTF8(into: template) {
            #expect(Self.read(bytes) == .corrupt)
        }
    }

    /// A file with a key twice is ambiguous (Foundation's decoder would take the first):
    /// issue 4 rejects duplicate keys, at any level.
    @Test(arguments: [
        Self.file(path: #"[{"cart":{}}],"path":[{"orders":{}}]"#),
        Self.file(path: #"[{"product":{"id":"p-01","id":"p-02"}}]"#),
        #"{"format":"aisle.navigation","format":"aisle.cart","version":1,"path":[]}"#,
        #"{"format":"aisle.navigation","version":1,"version":2,"path":[]}"#,
        Self.file(#","screens":[{"selected":1,"selected":2,"top":0}]"#),
    ])
    func duplicateKeysAreCorrupt(text: String) {
        #expect(Self.read(text) == .corrupt)
    }

    /// Raw control bytes inside a JSON string are not JSON (escaped ones are data): the file is
    /// damaged, not a newer build's route.
    @Test(arguments: [0x00, 0x07, 0x0A, 0x1B, 0x1F] as [UInt8])
    func rawControlBytesInStringsAreCorrupt(byte: UInt8) {
        let parts = Self.file(path: #"[{"search":{"query":"a|b"}}]"#).split(separator: "|")
        let bytes = Array(parts[0].utf8) + [byte] + Array(parts[1].utf8)
        #expect(Self.read(bytes) == .corrupt)
    }

    /// Half a megabyte of query: read as data, validated, searched and drawn without a crash.
    @Test func hugeQueryAndIdRestoreAndDraw() throws {
        let query = String(repeating: "coffee ", count: 500_000 / 7)
        let id = String(repeating: "p", count: 500_000)
        let text = Self.file(
            path: #"[{"search":{"query":"\#(query)"}},{"product":{"id":"\#(id)"}}]"#)
        let document = try #require(Self.read(text).document)
        #expect(document.path == [.search(query: query), .product(id: ProductID(id))])
        let (state, canvas) = try Self.restoreAndDraw(document)
        #expect(state.path.routes == [.search(query: query)], "the product is not sold")
        #expect(state.notice?.tone == .warning)
        #expect(Self.undrawable(in: canvas).isEmpty)
    }

    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}]0;pwned\u{7}", "\u{9B}31mred", "\u{202E}gpj.exe", "a\u{2066}b\u{2069}c",
        "\u{0}nul", "two\r\nlines", "\u{7F}del", "\u{85}next", "\u{FEFF}bom",
        "tag\u{E0041}\u{E007F}",
        "\u{200F}\u{061C}marks", "\u{1B}P+q\u{1B}\\",
    ]

    /// Escapes and bidi controls in ids and queries are data: decoded exactly, never stripped
    /// from the route, and never drawn.
    @Test(arguments: hostile)
    func hostileTextIsDataAndNeverDrawn(text: String) throws {
        let routes: [[Route]] = [
            [.search(query: "coffee " + text), .product(id: "p-01")],
            [.category(id: CategoryID(text))], [.search(query: text)],
            [.category(id: "coffee"), .product(id: ProductID(text))], [.seller(id: SellerID(text))],
            [.orders, .order(id: OrderID(text))],
        ]
        for path in routes {
            let saved = SessionDocument(
                path: path, screens: [.init(route: path.last, selected: 0, top: 0)])
            let document = try #require(Self.read(saved.encoded()).document)
            #expect(document == saved)
            let (_, canvas) = try Self.restoreAndDraw(document)
            #expect(Self.undrawable(in: canvas).isEmpty, "\(path)")
        }
        // Raw (unescaped) UTF-8 of the format characters is valid JSON too.
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { return }
        let document = try #require(
            Self.read(Self.file(path: #"[{"search":{"query":"\#(text)"}}]"#)).document)
        #expect(document.path == [.search(query: text)])
    }
}

extension BadFileCorpusTests {
    // MARK: Routes and extra fields

    /// A route this build cannot read (a newer case, or a known case in a shape it never
    /// writes) ends the path there: the routes before it are restored, the rest counted.
    @Test(arguments: [
        (#"[{"wishlist":{}},{"cart":{}}]"#, [Route](), 0, 2),
        (#"[{"cart":{}},{"wishlist":{"id":"w"}},{"orders":{}}]"#, [.cart], 1, 3),
        (#"[{"cart":{}},{"orders":{}},{"giftCard":{"code":"x"}}]"#, [.cart, .orders], 2, 3),
        (#"[{"cart":{}},{"product":{"id":5}}]"#, [.cart], 1, 2),
        (#"[{"cart":{}},{"product":{}}]"#, [.cart], 1, 2),
        (#"[{"cart":{}},{"checkout":{"step":"gift"}}]"#, [.cart], 1, 2),
        (#"[{"cart":{}},{"cart":{},"orders":{}}]"#, [.cart], 1, 2),
        (#"[{"cart":{}},"cart",null,7,[],{}]"#, [.cart], 1, 6),
    ])
    func unreadableRouteKeepsTheKnownPrefix(path: String, kept: [Route], index: Int, total: Int)
        throws
    {
        let document = try #require(Self.read(Self.file(path: path)).document)
        #expect(document.path == kept)
        #expect(document.unknownRouteIndex == index)
        #expect(document.totalRoutes == total)
        var cart = Cart()
        cart.add(TestCatalog.beans, stock: 12)
        var state = try TestCatalog.state(cart: cart)
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == kept)
        #expect(notice?.tone == .warning, "the user is told the rest was not restored")
    }

    /// Fields a newer build might add, at every level the file has, change nothing.
    @Test func extraFieldsAtEveryLevelAreIgnored() throws {
        let field = #"{"text":"Ada","cursor":1,"maxLength":60,"x":[1]}"#
        let text = #"""
            {"format":"aisle.navigation","version":1,"x":{"y":[null]},
             "path":[{"category":{"id":"coffee","x":1}},{"product":{"id":"p-01","x":{}}},{"cart":{"x":"y"}}],
             "screens":[{"route":{"cart":{"x":2}},"selected":1,"top":0,"x":true}],
             "checkout":{"x":1,"shipping":{"name":\#(field),"countryCode":"US","x":[],"focus":"city"},
                         "payment":{"method":"card","x":0}}}
            """#
        var draft = CheckoutDraft()
        draft.shipping.name = TextField(text: "Ada", cursor: 1, maxLength: 60)
        draft.shipping.countryCode = "US"
        draft.shipping.focus = .city
        draft.payment.method = .card
        draft.payment.focus = .number
        let expected = SessionDocument(
            path: [.category(id: "coffee"), .product(id: "p-01"), .cart],
            screens: [.init(route: .cart, selected: 1, top: 0)], checkout: draft)
        #expect(Self.read(text) == .document(expected))
    }

    // MARK: Checkout drafts and positions

    /// A damaged draft costs the draft (when its shape is wrong) or the damaged fields (when
    /// the draft is an object with both parts), never the session, and never brings card
    /// details back.
    @Test(arguments: [
        ("[]", false), ("7", false), (#""draft""#, false), ("null", false),
        (#"{"shipping":[],"payment":7}"#, false), (#"{"shipping":{}}"#, false),
        (
            #"{"shipping":{"name":5,"email":[],"street":{"text":7},"city":{"cursor":2}},"payment":{}}"#,
            true
        ),
        (#"{"shipping":{"name":{"text":"Ada","cursor":-5}},"payment":{}}"#, true),
        (#"{"shipping":{"name":{"text":"Ada","cursor":1000000000}},"payment":{}}"#, true),
        (#"{"shipping":{"name":{"text":"Ada","cursor":1e30}},"payment":{}}"#, true),
        (
            #"{"shipping":{"name":{"text":"Ada","maxLength":-1},"city":{"text":"Rome","maxLength":1000000000}},"#
                + #""payment":{}}"#, true
        ),
        (
            #"{"shipping":{"name":{"text":"\#(String(repeating: "é", count: 10_240))"}},"payment":{}}"#,
            true
        ),
        (
            #"{"shipping":{"name":{"text":"\u001b[31mA\u202e\n\tL"},"countryCode":"XX","focus":"no"},"payment":{}}"#,
            true
        ),
        (#"{"shipping":{"countryCode":"us"},"payment":{"method":"bitcoin","focus":"cvc"}}"#, true),
        (
            #"""
            {"shipping":{},"payment":{"method":"card","focus":"cvc","number":{"text":"4242 4242 4242 4242"},
             "expiry":{"text":"12/30"},"cvc":{"text":"987"}},"number":"4242424242424242"}
            """#, true
        ),
        (#"{"shipping":{"name":{"a":{"b":{"c":[[[{"d":null}]]]}}}},"payment":{}}"#, true),
    ])
    func damagedDraftStillRestoresTheSession(checkout: String, keepsDraft: Bool) throws {
        let document = try #require(Self.read(Self.file(#","checkout":\#(checkout)"#)).document)
        #expect(document.path == [.cart])
        #expect((document.checkout != nil) == keepsDraft)
        let draft = document.checkout ?? CheckoutDraft()
        let limits: [(TextField, Int)] = [
            (draft.shipping.name, 60), (draft.shipping.email, 80), (draft.shipping.street, 80),
            (draft.shipping.city, 50), (draft.shipping.postalCode, 12),
        ]
        for (field, limit) in limits {
            #expect(field.maxLength == limit)
            #expect(field.text.count <= limit)
            #expect((0...field.text.count).contains(field.cursor))
            #expect(field.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable))
        }
        #expect(draft.shipping.countryCode == nil || draft.shipping.country != nil)
        #expect(!draft.payment.hasCardDetails)
        let (state, canvas) = try Self.restoreAndDraw(document)
        #expect(state.path.routes == [.cart])
        #expect(!state.draft.payment.hasCardDetails)
        #expect(
            !String(decoding: SessionRestore.document(for: state).encoded(), as: UTF8.self)
                .contains("4242"))
        #expect(Self.undrawable(in: canvas).isEmpty)
    }

    /// A saved field comes back as typing could have made it: cleaned, cut to the form's
    /// limit, the cursor clamped into the text (at the end when missing).
    @Test(arguments: [
        (#"{"text":"Ada","cursor":-5}"#, "Ada", 0),
        (#"{"text":"Ada","cursor":1000000000}"#, "Ada", 3),
        (#"{"text":"Ada"}"#, "Ada", 3),
        (#"{"text":"\u001b[31mAda\u202e\n\tL","cursor":4}"#, "[31mAda L", 4),
        (
            #"{"text":"\#(String(repeating: "é", count: 10_240))"}"#,
            String(repeating: "é", count: 60), 60
        ),
    ])
    func draftFieldsAreClampedAsTyped(field: String, text: String, cursor: Int) throws {
        let checkout = #"{"shipping":{"name":\#(field)},"payment":{}}"#
        let document = try #require(Self.read(Self.file(#","checkout":\#(checkout)"#)).document)
        #expect(
            document.checkout?.shipping.name == TextField(text: text, cursor: cursor, maxLength: 60)
        )
    }

    /// The form's own limit decides how much of a saved field comes back: a `maxLength` in the
    /// file (older builds wrote one; a hand edit may change it) never cuts the text.
    @Test(arguments: ["-1", "0", "2"])
    func theFilesMaxLengthDoesNotCutTheText(maxLength: String) throws {
        let checkout =
            #"{"shipping":{"name":{"text":"Ada","maxLength":\#(maxLength)}},"payment":{}}"#
        let document = try #require(Self.read(Self.file(#","checkout":\#(checkout)"#)).document)
        #expect(document.checkout?.shipping.name.text == "Ada")
    }

    /// Positions from the file are hints: out-of-range, negative or absurd ones are clamped
    /// or dropped, and every list movement afterwards stays in range.
    @Test(arguments: [
        #"{"selected":9223372036854775807,"top":9223372036854775807}"#,
        #"{"selected":-9223372036854775808,"top":-9223372036854775808}"#,
        #"{"selected":-5,"top":-5}"#, #"{"selected":1e300,"top":0}"#, #"{"selected":"3","top":0}"#,
        #"{"selected":2.5,"top":1}"#, #"{"selected":3}"#, #"{"route":7,"selected":1,"top":0}"#,
    ])
    func absurdPositionsAreClamped(record: String) throws {
        let coffee = #"{"route":{"category":{"id":"coffee"}},"#
        let first = record.contains(#""route""#) ? record : coffee + record.dropFirst()
        let screens = "[\(first),\(record)]"
        let text = Self.file(path: #"[{"category":{"id":"coffee"}}]"#, #","screens":\#(screens)"#)
        let document = try #require(Self.read(text).document)
        var (state, canvas) = try Self.restoreAndDraw(document)
        #expect(state.path.routes == [.category(id: "coffee")])
        #expect(Self.undrawable(in: canvas).isEmpty)
        let count = try TestCatalog.catalog().productCount(in: TestCatalog.coffee)
        for move in [ListMove.down, .up, .pageDown, .pageUp, .last, .first, .up] {
            _ = reduce(&state, .selectionMoved(move, visibleRows: 5))
            #expect((0..<count).contains(state.position.selected), "\(move)")
            #expect(state.position.top >= 0 && state.position.top <= state.position.selected)
            canvas = AppView.render(state, size: Self.frameSize)
        }
        #expect(Self.undrawable(in: canvas).isEmpty)
    }
}
