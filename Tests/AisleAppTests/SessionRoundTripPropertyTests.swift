import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// Any session the app can hold survives a save and a load unchanged, and saving is
/// byte-stable: generated paths over every route case, with awkward ids and queries, list
/// positions of any size and sign, and typed-in checkout drafts.
@Suite("Session round trip", .timeLimit(.minutes(10)))
struct SessionRoundTripPropertyTests {
    /// What ids, queries and typed text are built from: JSON's special characters, slashes,
    /// controls, bidi and format characters, non-ASCII of every width, combining marks, emoji.
    static let pieces: [String] = [
        "a", "Z", "7", "p-001", " ", "\"", "\\", "\\\"", "/", "//", "\\u0041", "{", "}", "[", "]",
        ":", ",", "null", "%2F", "\t", "\n", "\r\n", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}",
        "\u{9B}", "\u{A0}", "é", "e\u{301}", "a\u{300}\u{301}\u{302}", "ß", "日本", "한", "😀",
        "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}", "\u{FFFF}",
        "\u{E0041}", "\u{10FFFF}", "\u{2028}",
    ]

    static func text(_ random: inout SeededRandom, maxPieces: Int = 5) -> String {
        let count = Int.random(in: 0...maxPieces, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
    }

    static func route(_ random: inout SeededRandom) -> Route {
        random.route { text(&$0) }
    }

    static func number(_ random: inout SeededRandom) -> Int {
        [
            0, 1, 7, 999, -1, Int.max, Int.min,
            Int.random(in: -1_000_000...1_000_000, using: &random),
        ]
        .randomElement(using: &random) ?? 0
    }

    static func field(_ random: inout SeededRandom, limit: Int) -> TextField {
        TextField(
            text: text(&random, maxPieces: 20), cursor: Int.random(in: -3...80, using: &random),
            maxLength: limit)
    }

    /// A draft as the app saves it: fields hold what typing could produce, and the payment
    /// focus is where a restored form puts it (card details are never saved).
    static func draft(_ random: inout SeededRandom) -> CheckoutDraft {
        var draft = CheckoutDraft()
        draft.shipping.name = field(&random, limit: 60)
        draft.shipping.email = field(&random, limit: 80)
        draft.shipping.street = field(&random, limit: 80)
        draft.shipping.city = field(&random, limit: 50)
        draft.shipping.postalCode = field(&random, limit: 12)
        draft.shipping.countryCode = Countries.all.randomElement(using: &random)?.id
        if Bool.random(using: &random) { draft.shipping.countryCode = nil }
        draft.shipping.focus = ShippingField.allCases.randomElement(using: &random) ?? .name
        draft.payment.method = PaymentMethod.allCases.randomElement(using: &random) ?? .card
        draft.payment.focus = draft.payment.method == .card ? .number : .method
        return draft
    }

    static func document(_ random: inout SeededRandom) -> SessionDocument {
        let path = (0..<Int.random(in: 0...12, using: &random)).map { _ in route(&random) }
        let screens = (0..<Int.random(in: 0...path.count + 1, using: &random)).map { _ in
            SessionDocument.ScreenPosition(
                route: Bool.random(using: &random) ? path.randomElement(using: &random) : nil,
                selected: number(&random), top: number(&random))
        }
        let checkout = Int.random(in: 0..<3, using: &random) == 0 ? nil : draft(&random)
        return SessionDocument(path: path, screens: screens, checkout: checkout)
    }

    /// Which case a route is, to check that the generator reached every one.
    static func caseName(_ route: Route) -> String {
        String(String(describing: route).prefix { $0 != "(" })
    }

    @Test(arguments: [UInt64(1), 42, 0x5E55_10])
    func generatedSessionsReadBackAndSaveByteStable(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var failures = 0
        var cases: Set<String> = []
        for index in 0..<300 {
            let document = Self.document(&random)
            cases.formUnion(document.path.map(Self.caseName))
            let bytes = try #require(document.encoded())
            var again: [UInt8] = []
            if case .document(let read) = SessionDocument.read(bytes) {
                if read == document { again = try #require(read.encoded()) }
            }
            if again != bytes {
                Issue.record(
                    "seed \(seed), case \(index): \(String(decoding: bytes, as: UTF8.self))")
                failures += 1
                if failures == 3 { return }
            }
        }
        #expect(cases.count == 8, "every route case was generated: \(cases.sorted())")
    }

    /// What the app saves from a live state reads back as the same path, positions and draft.
    @Test(arguments: [UInt64(7), 8])
    func savedStateRestoresToTheSameDocument(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<100 {
            var state = try TestCatalog.state()
            let document = Self.document(&random)
            var seen: Set<Route> = []
            state.path = .init(document.path.filter { seen.insert($0).inserted })
            state.draft = document.checkout ?? CheckoutDraft()
            for screen in document.screens {
                state.positions[screen.route] = .init(selected: screen.selected, top: screen.top)
            }
            let saved = SessionRestore.document(for: state)
            guard case .document(let read) = SessionDocument.read(try #require(saved.encoded()))
            else {
                Issue.record("seed \(seed), case \(index): unreadable")
                continue
            }
            #expect(read == saved, "seed \(seed), case \(index)")
        }
    }
}
