import Storefront
import Testing

@Suite("DeepLink", .timeLimit(.minutes(10)))
struct DeepLinkTests {
    static let table: [(String, [Route])] = [
        ("aisle://", []),
        ("aisle://category/coffee", [.category(id: "coffee")]),
        (
            "aisle://category/coffee/product/p-001",
            [.category(id: "coffee"), .product(id: "p-001")]
        ),
        ("aisle://seller/s-roast", [.seller(id: "s-roast")]),
        ("aisle://search/red%20mug", [.search(query: "red mug")]),
        ("aisle://search/caf%C3%A9%2Blatte", [.search(query: "café+latte")]),
        ("aisle://cart", [.cart]),
        ("aisle://cart/checkout/shipping", [.cart, .checkout(step: .shipping)]),
        ("aisle://checkout/payment", [.checkout(step: .payment)]),
        ("aisle://checkout/review", [.checkout(step: .review)]),
        ("aisle://orders/order/o-17", [.orders, .order(id: "o-17")]),
        ("aisle://order/o%2F1", [.order(id: "o/1")]),
        (
            "aisle://search/kettle/product/p-008/seller/s-roast/cart",
            [.search(query: "kettle"), .product(id: "p-008"), .seller(id: "s-roast"), .cart]
        ),
    ]

    @Test(arguments: table)
    func parsesAndFormatsCanonicalLinks(link: String, routes: [Route]) throws {
        #expect(try DeepLink.parse(link) == routes)
        #expect(DeepLink.format(routes) == link)
    }

    @Test(arguments: table)
    func shortFormIsTheLinkWithoutTheScheme(link: String, routes: [Route]) throws {
        let short = String(link.dropFirst("aisle://".count))
        #expect(try DeepLink.parse(short, allowShortForm: true) == routes)
        #expect(try DeepLink.parse(link, allowShortForm: true) == routes)
    }

    @Test(arguments: [
        ("AISLE://cart", [Route.cart]),
        ("Aisle://product/p-1", [.product(id: "p-1")]),
        ("aisle://search/caf%c3%a9", [.search(query: "café")]),
        ("aisle://search/café", [.search(query: "café")]),
        ("aisle://search/a+b", [.search(query: "a+b")]),
        ("aisle://product/%70-1", [.product(id: "p-1")]),
        ("aisle://checkout/%72eview", [.checkout(step: .review)]),
        ("aisle://search/%20", [.search(query: " ")]),
        ("aisle://category/a:b@c!$&'()*,;=", [.category(id: "a:b@c!$&'()*,;=")]),
    ])
    func acceptsNonCanonicalButUnambiguousSpellings(link: String, routes: [Route]) throws {
        #expect(try DeepLink.parse(link) == routes)
    }

    @Test(arguments: [
        ("aisle://search/caf%c3%a9", "aisle://search/caf%C3%A9"),
        ("AISLE://cart", "aisle://cart"),
        ("aisle://search/café", "aisle://search/caf%C3%A9"),
        ("aisle://search/a+b", "aisle://search/a%2Bb"),
    ])
    func formatPrintsTheCanonicalSpelling(link: String, canonical: String) throws {
        #expect(DeepLink.format(try DeepLink.parse(link)) == canonical)
    }

    @Test func emptyShortFormIsHome() throws {
        #expect(try DeepLink.parse("", allowShortForm: true) == [])
    }

    @Test func screensUpToTheLimitParse() throws {
        let routes = (0..<DeepLink.maxScreens).map { Route.product(id: ProductID("p-\($0)")) }
        #expect(try DeepLink.parse(DeepLink.format(routes)) == routes)
    }

    @Test func limitsMatchTheNavigationPath() {
        #expect(DeepLink.maxScreens == 64)
        #expect(DeepLink.maxLength == 4096)
        #expect(
            DeepLink.screenNames == [
                "category", "product", "seller", "search", "cart", "checkout", "orders", "order",
            ])
    }
}
