import Storefront
import Testing

@Suite("DeepLinkError", .timeLimit(.minutes(10)))
struct DeepLinkErrorTests {
    static let long = "aisle://search/" + String(repeating: "a", count: 4096 - 15)

    @Test(arguments: [
        ("http://x", DeepLinkError.notAnAisleLink("http://x")),
        ("https://aisle.example/product/p-1", .notAnAisleLink("https://aisle.example/product/p-1")),
        ("aisle:/x", .notAnAisleLink("aisle:/x")),
        ("aisle:x", .notAnAisleLink("aisle:x")),
        ("aisle:", .notAnAisleLink("aisle:")),
        ("aisle//cart", .notAnAisleLink("aisle//cart")),
        ("product/p-1", .notAnAisleLink("product/p-1")),
        ("", .notAnAisleLink("")),
        (" aisle://cart", .notAnAisleLink(" aisle://cart")),
        ("aisle://prodct/p-1", .unknownScreen(name: "prodct", position: 1)),
        ("aisle://Product/p-1", .unknownScreen(name: "Product", position: 1)),
        ("aisle://category/coffee/p-1", .unknownScreen(name: "p-1", position: 2)),
        ("aisle://cart/orders/home", .unknownScreen(name: "home", position: 3)),
        ("aisle://product", .missingArgument(screen: "product", position: 1)),
        ("aisle://cart/search", .missingArgument(screen: "search", position: 2)),
        ("aisle://checkout", .missingArgument(screen: "checkout", position: 1)),
        ("aisle://orders/order", .missingArgument(screen: "order", position: 2)),
        ("aisle://cart/checkout/pay", .unknownCheckoutStep("pay", position: 2)),
        ("aisle://checkout/Review", .unknownCheckoutStep("Review", position: 1)),
        (
            "aisle://search/100%",
            .badPercentEncoding(segment: "100%", reason: .malformedEscape(offset: 3))
        ),
        (
            "aisle://search/%zz",
            .badPercentEncoding(segment: "%zz", reason: .malformedEscape(offset: 0))
        ),
        ("aisle://product/%FF", .badPercentEncoding(segment: "%FF", reason: .invalidUTF8)),
        ("aisle://cart//orders", .emptySegment(position: 2)),
        ("aisle://cart/", .emptySegment(position: 2)),
        ("aisle:///cart", .emptySegment(position: 1)),
        ("aisle://product//cart", .emptySegment(position: 2)),
        ("aisle://cart?ref=mail", .trailingJunk("?ref=mail")),
        ("aisle://product/p-1#top", .trailingJunk("#top")),
        ("aisle://cart extra", .trailingJunk(" extra")),
        ("aisle://search/red mug", .trailingJunk(" mug")),
        ("aisle://cart ", .trailingJunk(" ")),
        ("aisle://cart/?", .trailingJunk("?")),
        (long + "a", .tooLong(bytes: 4097)),
        ("aisle://cart\u{7}", .controlCharacter("\u{7}", position: 13)),
        ("aisle://cart\n", .controlCharacter("\n", position: 13)),
        ("aisle://search/a\u{0}b", .controlCharacter("\u{0}", position: 17)),
        ("\u{1B}[31maisle://", .controlCharacter("\u{1B}", position: 1)),
        ("aisle://search/\u{85}", .controlCharacter("\u{85}", position: 16)),
        ("aisle://search/\u{7F}", .controlCharacter("\u{7F}", position: 16)),
    ])
    func rejectsMalformedLinks(link: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink.parse(link) }
    }

    @Test(arguments: [
        ("http://x/cart", DeepLinkError.notAnAisleLink("http://x/cart")),
        ("aisle:/cart", .notAnAisleLink("aisle:/cart")),
        ("mailto:me", .notAnAisleLink("mailto:me")),
        ("product", .missingArgument(screen: "product", position: 1)),
        ("cart/", .emptySegment(position: 2)),
        ("/cart", .emptySegment(position: 1)),
        ("p-001", .unknownScreen(name: "p-001", position: 1)),
        (" ", .trailingJunk(" ")),
    ])
    func shortFormStillRefusesOtherSchemesAndMalformedPaths(link: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink.parse(link, allowShortForm: true) }
    }

    @Test func longestLinkIsAccepted() throws {
        #expect(Self.long.utf8.count == DeepLink.maxLength)
        #expect(try DeepLink.parse(Self.long).count == 1)
    }

    @Test func tooLongIsCheckedBeforeAnythingElse() {
        let huge = String(repeating: "\u{7}", count: 5000)
        #expect(throws: DeepLinkError.tooLong(bytes: 5000)) { try DeepLink.parse(huge) }
    }

    @Test func oneScreenPastTheLimitIsTooMany() {
        let link =
            "aisle://"
            + Array(repeating: "cart", count: DeepLink.maxScreens + 1)
            .joined(separator: "/")
        #expect(throws: DeepLinkError.tooManyScreens) { try DeepLink.parse(link) }
    }

    @Test func emptyIdPrintsALinkThatIsRefused() {
        let link = DeepLink.format([.product(id: "")])
        #expect(link == "aisle://product/")
        #expect(throws: DeepLinkError.emptySegment(position: 2)) { try DeepLink.parse(link) }
    }

    @Test(arguments: [
        (
            DeepLinkError.notAnAisleLink("http://x"),
            "not an Aisle link: \"http://x\" — links look like "
                + "aisle://category/coffee/product/p-001"
        ),
        (
            .unknownScreen(name: "prodct", position: 2),
            "unknown screen \"prodct\" at screen 2 (known: category, product, seller, search, "
                + "cart, checkout, orders, order) — links look like "
                + "aisle://category/coffee/product/p-001"
        ),
        (
            .missingArgument(screen: "product", position: 1),
            "\"product\" at screen 1 needs an id: product/<id> — links look like "
                + "aisle://category/coffee/product/p-001"
        ),
        (
            .tooLong(bytes: 5000),
            "link too long: 5000 bytes, at most 4096 — links look like "
                + "aisle://category/coffee/product/p-001"
        ),
        (
            .controlCharacter("\u{7}", position: 13),
            "control character U+0007 at character 13 of the link — links look like "
                + "aisle://category/coffee/product/p-001"
        ),
    ])
    func messagesSayWhatIsWrongAndWhatALinkLooksLike(error: DeepLinkError, message: String) {
        #expect(error.message == message)
    }

    static let everyKind: [DeepLinkError] = [
        .notAnAisleLink(String(repeating: "x", count: 500)),
        .unknownScreen(name: "a\u{202E}b", position: 1),
        .missingArgument(screen: "search", position: 3),
        .missingArgument(screen: "checkout", position: 1),
        .unknownCheckoutStep("pay", position: 2),
        .badPercentEncoding(segment: "%zz", reason: .malformedEscape(offset: 0)),
        .badPercentEncoding(segment: "%FF", reason: .invalidUTF8),
        .emptySegment(position: 2),
        .trailingJunk("?a=b"),
        .tooLong(bytes: 9000),
        .tooManyScreens,
        .controlCharacter("\u{85}", position: 1),
    ]

    @Test(arguments: everyKind)
    func everyMessageIsOneShortPrintableLine(error: DeepLinkError) {
        let message = error.message
        #expect(message.hasSuffix(" — links look like aisle://category/coffee/product/p-001"))
        #expect(message.count < 200)
        #expect(
            !message.unicodeScalars.contains {
                [.control, .format, .lineSeparator, .paragraphSeparator]
                    .contains($0.properties.generalCategory)
            })
    }

    @Test func longTextIsCutInTheMessage() {
        let message = DeepLinkError.notAnAisleLink(String(repeating: "x", count: 500)).message
        #expect(message.contains("\"" + String(repeating: "x", count: 39) + "…\""))
    }

    @Test func formatCharactersAreEscapedInTheMessage() {
        let message = DeepLinkError.unknownScreen(name: "a\u{202E}b", position: 1).message
        #expect(message.contains("\"a\\u{202E}b\""))
    }
}
