import Storefront
import TestSupport
import Testing

@Suite("LinkResolver", .timeLimit(.minutes(10)))
struct LinkResolverTests {
    static func resolver(cart: Cart = Cart()) throws -> LinkResolver {
        LinkResolver(catalog: try Fixtures.catalog(), cart: cart)
    }

    static let fullCart = Cart(lines: [CartLine(product: "p-01", quantity: 1)])

    @Test(arguments: [
        ([Route](), [Route]()),
        ([.product(id: "p-01")], [.category(id: Fixtures.coffee), .product(id: "p-01")]),
        (
            [.product(id: Fixtures.cookbook), .seller(id: Fixtures.paper)],
            [
                .category(id: Fixtures.books), .product(id: Fixtures.cookbook),
                .seller(id: Fixtures.paper),
            ]
        ),
        ([.product(id: "p-404")], [.product(id: "p-404")]),
        ([.checkout(step: .shipping)], [.cart, .checkout(step: .shipping)]),
        (
            [.checkout(step: .payment)],
            [.cart, .checkout(step: .shipping), .checkout(step: .payment)]
        ),
        (
            [.checkout(step: .review)],
            [
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
                .checkout(step: .review),
            ]
        ),
        ([.order(id: "o-1")], [.orders, .order(id: "o-1")]),
        ([.order(id: "o-1"), .cart], [.orders, .order(id: "o-1"), .cart]),
    ])
    func firstScreenGetsItsCanonicalParents(routes: [Route], canonical: [Route]) throws {
        #expect(try Self.resolver().canonical(routes) == canonical)
    }

    @Test(arguments: [
        [Route.category(id: Fixtures.coffee), .product(id: "p-01")],
        [.seller(id: Fixtures.roastery), .product(id: "p-01")],
        [.search(query: "kettle"), .product(id: Fixtures.kettle)],
        [.cart, .checkout(step: .review)],
        [.orders, .order(id: "o-1")],
        [.cart],
        [.orders],
        [.category(id: "gone")],
        [.seller(id: "gone")],
        [.search(query: "x"), .checkout(step: .payment)],
    ])
    func onlyTheFirstScreenIsCompleted(routes: [Route]) throws {
        #expect(try Self.resolver().canonical(routes) == routes)
    }

    @Test func aProductUnderAListingThatDoesNotListItGoesUnderItsOwn() throws {
        let resolver = try Self.resolver()
        // p-01 is House Blend Beans: Coffee, sold by the Roastery.
        let beans = Route.product(id: "p-01")
        let kitchen = Route.category(id: Fixtures.kitchen)
        let coffee = Route.category(id: Fixtures.coffee)
        let routes = try DeepLink.parse("aisle://category/kitchen/product/p-01")
        #expect(resolver.canonical(routes) == [coffee, beans])
        #expect(resolver.resolve(routes).problem == nil)
        #expect(
            resolver.moves(in: routes) == [LinkMove(product: "p-01", linked: kitchen, own: coffee)])
        let paper = Route.seller(id: Fixtures.paper)
        let roastery = Route.seller(id: Fixtures.roastery)
        #expect(resolver.canonical([paper, beans]) == [roastery, beans])
        // Its own category already lower in the path: back to it, as going to an open screen.
        let deep = [coffee, .product(id: "p-02"), kitchen, beans]
        #expect(resolver.canonical(deep) == [coffee, beans])
        // Screens above the product stay; a product the catalog does not sell is not moved.
        #expect(resolver.canonical([kitchen, beans, paper]) == [coffee, beans, paper])
        #expect(
            resolver.canonical([kitchen, .product(id: "p-404")]) == [
                kitchen, .product(id: "p-404"),
            ])
        #expect(resolver.moves(in: [kitchen, .product(id: "p-404")]).isEmpty)
    }

    @Test func productLinkOpensAboveItsCategory() throws {
        let routes = try DeepLink.parse("aisle://product/p-08")
        let result = try Self.resolver().resolve(routes)
        #expect(result.routes == [.category(id: Fixtures.kitchen), .product(id: Fixtures.kettle)])
        #expect(result.problem == nil)
    }

    @Test func resolverOverAValidatorUsesItsCatalog() throws {
        var products = Fixtures.products
        products[0].category = Fixtures.books
        let catalog = try Fixtures.catalog(products: products)
        let resolver = LinkResolver(validator: RouteValidator(catalog: catalog, cart: Cart()))
        let result = resolver.resolve([.product(id: "p-01")])
        #expect(result.routes == [.category(id: Fixtures.books), .product(id: "p-01")])
        #expect(result.problem == nil)
    }

    @Test func unknownFirstProductLeavesNothing() throws {
        let result = try Self.resolver().resolve([.product(id: "p-404"), .cart])
        #expect(result.routes.isEmpty)
        #expect(result.problem == .productGone("p-404"))
    }

    @Test func unknownLaterProductKeepsTheValidPrefix() throws {
        let result = try Self.resolver().resolve([.product(id: "p-01"), .product(id: "p-404")])
        #expect(result.routes == [.category(id: Fixtures.coffee), .product(id: "p-01")])
        #expect(result.problem == .productGone("p-404"))
    }

    @Test func validPathsAreKeptWhole() throws {
        let path: [Route] = [
            .category(id: Fixtures.books), .product(id: Fixtures.cookbook),
            .seller(id: Fixtures.paper), .search(query: "mug"), .cart,
        ]
        let result = try Self.resolver().resolve(path)
        #expect(result.routes == path)
        #expect(result.problem == nil)
    }

    @Test func emptySearchIsRefused() throws {
        let result = try Self.resolver().resolve([.search(query: "  "), .cart])
        #expect(result.routes.isEmpty)
        #expect(result.problem == .emptySearch)
    }

    @Test func checkoutWithAnEmptyCartStopsAtTheCart() throws {
        let result = try Self.resolver(cart: Cart()).resolve([.checkout(step: .review)])
        #expect(result.routes == [.cart])
        #expect(result.problem == .cartEmpty)
    }

    static func resolver(progress: CheckoutProgress, orders: Set<OrderID> = []) throws
        -> LinkResolver
    {
        LinkResolver(
            validator: RouteValidator(
                catalog: try Fixtures.catalog(), cart: fullCart, orders: orders,
                checkout: progress))
    }

    @Test(arguments: [
        (
            CheckoutProgress(shippingComplete: true, paymentComplete: true),
            [
                Route.cart, .checkout(step: .shipping), .checkout(step: .payment),
                .checkout(step: .review),
            ],
            RouteProblem?.none
        ),
        (
            CheckoutProgress(shippingComplete: true, paymentComplete: false),
            [.cart, .checkout(step: .shipping), .checkout(step: .payment)],
            .paymentIncomplete
        ),
        (.none, [.cart, .checkout(step: .shipping)], .shippingIncomplete),
    ])
    func checkoutLinkOpensAsFarAsCheckoutHasGone(
        progress: CheckoutProgress, routes: [Route], problem: RouteProblem?
    ) throws {
        let result = try Self.resolver(progress: progress).resolve([.checkout(step: .review)])
        #expect(result.routes == routes)
        #expect(result.problem == problem)
    }

    @Test func orderLinkOpensAboveTheOrdersList() throws {
        let resolver = try Self.resolver(progress: .none, orders: ["o-1"])
        let known = resolver.resolve([.order(id: "o-1")])
        #expect(known.routes == [.orders, .order(id: "o-1")])
        #expect(known.problem == nil)
        let unknown = resolver.resolve([.order(id: "o-404")])
        #expect(unknown.routes == [.orders])
        #expect(unknown.problem == .orderGone("o-404"))
    }

    /// Holds whether or not this build offers checkout and orders: what survives is a prefix of
    /// the canonical path and still starts with the parents filled in.
    @Test(arguments: [Route.checkout(step: .payment), .order(id: "o-404")])
    func resolvedPathIsAPrefixOfTheCanonicalOne(first: Route) throws {
        let resolver = try Self.resolver(cart: Self.fullCart)
        let canonical = resolver.canonical([first])
        let result = resolver.resolve([first])
        #expect(canonical.starts(with: result.routes))
        #expect((result.problem == nil) == (result.routes == canonical))
    }
}
