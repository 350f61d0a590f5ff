import Storefront
import Testing

@Suite("RouteValidator")
struct RouteValidatorTests {
    static func validator(cart: Cart = Cart()) throws -> RouteValidator {
        RouteValidator(catalog: try Fixtures.catalog(), cart: cart)
    }

    @Test(arguments: [
        (Route.category(id: Fixtures.coffee), RouteProblem?.none),
        (.category(id: "tea"), .categoryGone("tea")),
        (.category(id: "Coffee"), .categoryGone("Coffee")),
        (.product(id: "p-01"), nil),
        (.product(id: Fixtures.decaf), nil),
        (.product(id: "p-404"), .productGone("p-404")),
        (.seller(id: Fixtures.paper), nil),
        (.seller(id: "s-gone"), .sellerGone("s-gone")),
        (.search(query: "kettle"), nil),
        (.search(query: "  kettle  "), nil),
        (.search(query: ""), .emptySearch),
        (.search(query: " "), .emptySearch),
        (.search(query: "     "), .emptySearch),
        (.search(query: "\t\n "), .emptySearch),
        (.search(query: "\u{3000}"), .emptySearch),
        (.cart, nil),
        (.checkout(step: .shipping), .unavailable("checkout")),
        (.checkout(step: .payment), .unavailable("checkout")),
        (.checkout(step: .review), .unavailable("checkout")),
        (.orders, .unavailable("the orders screen")),
        (.order(id: "o-1"), .unavailable("the orders screen")),
    ])
    func problemWithEachRoute(route: Route, problem: RouteProblem?) throws {
        #expect(try Self.validator().problem(with: route) == problem)
    }

    @Test func cartIsValidWhetherEmptyOrNot() throws {
        let full = Cart(lines: [CartLine(product: "p-01", quantity: 1)])
        #expect(try Self.validator(cart: Cart()).problem(with: .cart) == nil)
        #expect(try Self.validator(cart: full).problem(with: .cart) == nil)
    }

    @Test func validPrefixOfAFullyValidPathIsThePath() throws {
        let path: [Route] = [.category(id: Fixtures.books), .product(id: Fixtures.cookbook), .cart]
        let result = try Self.validator().validPrefix(of: path)
        #expect(result.routes == path)
        #expect(result.problem == nil)
    }

    @Test func validPrefixOfTheEmptyPathIsEmpty() throws {
        let result = try Self.validator().validPrefix(of: [])
        #expect(result.routes.isEmpty)
        #expect(result.problem == nil)
    }

    @Test func validPrefixDropsTheFirstInvalidRouteAndEverythingAbove() throws {
        let path: [Route] = [
            .category(id: Fixtures.coffee), .product(id: "p-01"), .product(id: "p-x"),
            .seller(id: Fixtures.roastery), .category(id: "gone"), .cart,
        ]
        let result = try Self.validator().validPrefix(of: path)
        #expect(result.routes == [.category(id: Fixtures.coffee), .product(id: "p-01")])
        #expect(result.problem == .productGone("p-x"))
    }

    @Test func invalidFirstRouteLeavesNothing() throws {
        let result = try Self.validator().validPrefix(of: [.search(query: "  "), .cart])
        #expect(result.routes.isEmpty)
        #expect(result.problem == .emptySearch)
    }

    @Test func unavailableScreenStopsThePath() throws {
        let result = try Self.validator().validPrefix(of: [.cart, .checkout(step: .shipping)])
        #expect(result.routes == [.cart])
        #expect(result.problem == .unavailable("checkout"))
    }

    @Test(arguments: [
        (RouteProblem.productGone("p-42"), "product p-42 is no longer sold"),
        (.categoryGone("tea"), "category tea no longer exists"),
        (.sellerGone("s-9"), "seller s-9 no longer sells here"),
        (.emptySearch, "a search needs words to look for"),
        (.unavailable("checkout"), "checkout is not available in this version"),
        (.unknownScreen, "a screen from a newer version of Aisle is not known here"),
    ])
    func problemDescriptionsCompleteTheRestoreNotice(problem: RouteProblem, text: String) {
        #expect(problem.description == text)
    }
}
