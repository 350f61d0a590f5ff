import Storefront
import TestSupport
import Testing

@Suite("DeepLink round trip", .timeLimit(.minutes(10)))
struct DeepLinkRoundTripTests {
    /// Pieces ids and queries are built from: plain text, every character a link gives meaning
    /// to, encoded-looking text, control and format characters, and multi-scalar graphemes.
    static let pieces: [String] = [
        "a", "Z", "7", "p-001", "-", ".", "_", "~", " ", "  ", "/", "?", "#", "%", "+", "&", "=",
        ":", "@", "!", "$", "'", "(", ")", "*", ",", ";", "[", "]", "\"", "<", ">", "\\", "^",
        "`", "{", "|", "}", "%20", "%2F", "%", "%%", "%zz", "aisle://", "..", "\t", "\n", "\r\n",
        "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "é", "e\u{301}", "ß", "日本", "Ω", "😀", "👍🏽",
        "👨‍👩‍👧", "🇯🇵", "❤️", "\u{202E}", "\u{FEFF}", "\u{200B}", "\u{10FFFF}",
    ]

    static func text(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 1...6, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
    }

    static func route(_ random: inout SeededRandom) -> Route {
        random.route { text(&$0) }
    }

    /// Up to 16 screens of up to 6 pieces: at most about 2.5 KB of link, inside the limit.
    static func path(_ random: inout SeededRandom) -> [Route] {
        let count = Int.random(in: 0...16, using: &random)
        return (0..<count).map { _ in route(&random) }
    }

    @Test(arguments: [UInt64(1), 2, 0xA15_1E])
    func generatedPathsSurviveFormatThenParse(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var failures = 0
        for index in 0..<1_000 {
            let path = Self.path(&random)
            let link = DeepLink.format(path)
            #expect(link.utf8.count <= DeepLink.maxLength)
            #expect(link.utf8.allSatisfy { (0x21...0x7E).contains($0) }, "printable ASCII")
            let parsed = try? DeepLink.parse(link)
            if parsed != path {
                Issue.record("seed \(seed), case \(index): \(link) → \(String(describing: parsed))")
                failures += 1
                if failures == 5 { return }
            }
        }
    }

    @Test(arguments: [
        [Route](),
        [.search(query: "red mug")],
        [.search(query: "a/b?c#d%e+f")],
        [.search(query: "100%")],
        [.search(query: "%41")],
        [.search(query: "aisle://cart")],
        [.search(query: " ")],
        [.search(query: "café latte")],
        [.search(query: "cafe\u{301}")],
        [.search(query: "😀👨‍👩‍👧🇯🇵")],
        [.search(query: "tab\there\nnewline")],
        [.search(query: "\u{202E}evil")],
        [.product(id: "p/../../etc"), .cart],
        [.category(id: "?"), .product(id: "#"), .seller(id: "%"), .order(id: "+")],
        [.category(id: "cart"), .product(id: "orders")],
        [.category(id: ".."), .product(id: ".")],
        [.orders, .order(id: "o 1/2")],
        [.cart, .checkout(step: .shipping), .checkout(step: .payment), .checkout(step: .review)],
    ])
    func awkwardPathsSurviveFormatThenParse(path: [Route]) throws {
        let link = DeepLink.format(path)
        #expect(try DeepLink.parse(link) == path, "\(link)")
        #expect(try DeepLink.parse(String(link.dropFirst(8)), allowShortForm: true) == path)
    }

    @Test func formatOfAParsedLinkIsTheLink() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<500 {
            let link = DeepLink.format(Self.path(&random))
            #expect(DeepLink.format(try DeepLink.parse(link)) == link)
        }
    }
}
