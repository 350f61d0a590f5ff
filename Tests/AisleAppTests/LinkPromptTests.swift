import Navigation
import Storefront
import Testing

@testable import AisleApp

/// `:` goes to a link typed into the prompt; `y` copies the link of the screens on display.
@Suite("Link prompt", .timeLimit(.minutes(10)))
struct LinkPromptTests {
    typealias F = CheckoutFixture
    static let coffee = Route.category(id: TestCatalog.coffee)
    static let books = Route.category(id: TestCatalog.books)
    static let cookbook = Route.product(id: TestCatalog.cookbook)
    static let paperSeller = Route.seller(id: TestCatalog.paper)
    static let checkout = [Route.cart] + CheckoutStep.allCases.map { Route.checkout(step: $0) }

    /// A state three screens deep with a highlighted row on each, a cart, and order o-1.
    static func deepState(shipping: ShippingForm? = nil) throws -> AppState {
        var state = try F.state(
            [books, cookbook, paperSeller], orders: [F.order("o-1")], shipping: shipping)
        state.positions = [
            nil: ListPosition(selected: 1), books: ListPosition(selected: 1),
            cookbook: ListPosition(selected: 2), paperSeller: ListPosition(selected: 1),
        ]
        return state
    }

    /// Opens the prompt and types `text` into it, checking both steps.
    static func prompt(_ text: String, in store: inout Store) {
        store.send(.prompt(.linkRequested)) {
            $0.prompt = Prompt(.link)
            $0.notice = nil
        }
        store.send(.prompt(.edited(.paste(text)))) { $0.prompt = Prompt(.link, text: text) }
    }

    @Test func colonOpensAnEmptyLinkPrompt() throws {
        var store = Store(try Self.deepState())
        store.send(.prompt(.linkRequested)) { $0.prompt = Prompt(.link) }
        #expect(store.state.prompt?.label == "Go to")
        store.send(.prompt(.cancelled)) { $0.prompt = nil }
    }

    /// Highlights on the rows that lead up the path, as a link leaves them: screen → row, the
    /// row also at the top.
    static func highlights(_ rows: [Route?: Int]) -> [Route?: ListPosition] {
        rows.mapValues { ListPosition(selected: $0, top: $0) }
    }

    @Test(
        arguments: [
            // Coffee is Home's first row and House Blend Beans the first of Coffee's.
            ("product/p-01", [coffee, .product(id: TestCatalog.beans)], [nil: 0, coffee: 0]),
            ("aisle://category/coffee", [coffee], [nil: 0]),
            ("  cart  ", [.cart], [:]),
            ("AISLE://cart/orders", [.cart, .orders], [:]),
            ("search/cr%C3%A8me", [.search(query: "crème")], [:]),
            // Your orders is Home's fourth row, after the three categories.
            ("order/o-1", [.orders, .order(id: "o-1")], [nil: 3, .orders: 0]),
            (
                "category/books/product/p-07/seller/s-paper",
                [books, .product(id: "p-07"), paperSeller],
                [nil: 1, books: 2, .product(id: "p-07"): 0]
            ),
            ("aisle://", [], [:]),
            ("", [], [:]),
        ] as [(String, [Route], [Route?: Int])])
    func aLinkReplacesThePathAndHighlightsTheWayBack(
        text: String, routes: [Route], rows: [Route?: Int]
    ) throws {
        var store = Store(try Self.deepState())
        Self.prompt(text, in: &store)
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record(text.trimmingWhitespace(), for: .link)
            $0.path = RoutePath(routes)
            $0.positions = Self.highlights(rows)
        }
    }

    @Test func aCheckoutLinkFillsInTheEarlierStepsWhenTheyAreValid() throws {
        var store = Store(try Self.deepState(shipping: F.shipping()))
        Self.prompt("checkout/review", in: &store)
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("checkout/review", for: .link)
            $0.path = RoutePath(Self.checkout)
            $0.positions = [:]  // the cart's rows lead to products, not to checkout
        }
    }

    @Test(arguments: [
        ("http://x", DeepLinkError.notAnAisleLink("http://x")),
        ("aisle:/x", .notAnAisleLink("aisle:/x")),
        ("product", .missingArgument(screen: "product", position: 1)),
        ("cart/nope", .unknownScreen(name: "nope", position: 2)),
        ("cart?x=1", .trailingJunk("?x=1")),
        ("cart orders", .trailingJunk(" orders")),
        ("checkout/later", .unknownCheckoutStep("later", position: 1)),
        ("cart//orders", .emptySegment(position: 2)),
    ])
    func aMalformedLinkSaysWhatIsWrongAndStaysPut(text: String, error: DeepLinkError) throws {
        var store = Store(try Self.deepState())
        Self.prompt(text, in: &store)
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record(text.trimmingWhitespace(), for: .link)
            $0.notice = Notice(error.message, tone: .warning)
        }
        #expect(
            store.state.notice?.text.hasSuffix(
                "links look like aisle://category/coffee/product/p-001") == true)
    }

    @Test(
        arguments: [
            ("category/coffee/product/p-99", "No product \"p-99\""),
            ("product/p-99", "No product \"p-99\""),
            ("category/Coffee", "No category \"Coffee\" — did you mean coffee?"),
            ("category/COF", "No category \"COF\" — did you mean coffee?"),
            ("product/P-01", "No product \"P-01\" — did you mean p-01?"),
            ("seller/nobody", "No seller \"nobody\""),
            ("order/o-9", "No order \"o-9\" in your orders"),
            ("checkout/payment", "Cannot go there: the shipping details are incomplete"),
        ] as [(String, String)])
    func aLinkThatDoesNotResolveStaysAndSaysWhatIsWrong(text: String, notice: String) throws {
        var store = Store(try Self.deepState())
        Self.prompt(text, in: &store)
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record(text.trimmingWhitespace(), for: .link)
            $0.notice = Notice(notice, tone: .warning)
        }
    }

    /// The user stays where they are: opening part of a link is for `aisle open` and restore.
    @Test func aCheckoutLinkWithAnEmptyCartStaysAndSaysWhy() throws {
        var state = try Self.deepState(shipping: F.shipping())
        state.cart = Cart()
        var store = Store(state)
        Self.prompt("aisle://checkout/review", in: &store)
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("aisle://checkout/review", for: .link)
            $0.notice = Notice("Cannot go there: the cart is empty", tone: .warning)
        }
    }

    @Test(arguments: [
        ([Route](), "aisle://"),
        ([coffee, .product(id: TestCatalog.beans)], "aisle://category/coffee/product/p-01"),
        ([books, cookbook, paperSeller], "aisle://category/books/product/p-06/seller/s-paper"),
        (checkout, "aisle://cart/checkout/shipping/checkout/payment/checkout/review"),
        ([.orders, .order(id: "o-1")], "aisle://orders/order/o-1"),
    ])
    func copyGivesTheLinkOfThePath(routes: [Route], link: String) throws {
        var store = Store(try F.state(routes, shipping: F.shipping()))
        store.send(.navigation(.linkCopyRequested), [.copyToClipboard(link)]) {
            $0.notice = Notice(
                "Sent \(link) to the terminal's clipboard with OSC 52 (the terminal may ignore it)")
        }
        #expect(try DeepLink.parse(link) == routes)
    }

    @Test(arguments: [
        [Route.search(query: "crème / brûlée? #1 100%"), .product(id: TestCatalog.cookbook)],
        [.search(query: "mug"), .product(id: "p-10"), .seller(id: TestCatalog.paper)],
        [coffee, .product(id: TestCatalog.beans), .seller(id: TestCatalog.roastery)],
        checkout,
        [.orders, .order(id: "o-1")],
    ])
    func aCopiedLinkOpensTheSamePath(routes: [Route]) throws {
        var state = try F.state(routes, orders: [F.order("o-1")], shipping: F.shipping())
        let effects = reduce(&state, .navigation(.linkCopyRequested))
        guard case .copyToClipboard(let link) = effects.first, effects.count == 1 else {
            Issue.record("expected one copy effect, got \(effects)")
            return
        }
        #expect(state.notice == Notice(LinkNotice.sent(link)))
        #expect(try DeepLink.parse(link) == routes)
        _ = reduce(&state, .navigation(.breadcrumbChosen(depth: 0)))
        _ = reduce(&state, .prompt(.linkRequested))
        _ = reduce(&state, .prompt(.edited(.paste(link))))
        _ = reduce(&state, .prompt(.submitted))
        #expect(state.path.routes == routes)
        #expect(state.notice == nil)
    }
}
