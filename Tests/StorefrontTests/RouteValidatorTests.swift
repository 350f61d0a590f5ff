import Storefront
import TestSupport
import Testing

@Suite("RouteValidator", .timeLimit(.minutes(10)))
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
        (.checkout(step: .shipping), .cartEmpty),
        (.checkout(step: .payment), .cartEmpty),
        (.checkout(step: .review), .cartEmpty),
        (.orders, nil),
        (.order(id: "o-1"), .orderGone("o-1")),
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

    @Test func checkoutWithAnEmptyCartStopsThePath() throws {
        let result = try Self.validator().validPrefix(of: [.cart, .checkout(step: .shipping)])
        #expect(result.routes == [.cart])
        #expect(result.problem == .cartEmpty)
    }

    /// Each step needs the cart and the steps before it: a table over progress × step.
    @Test(arguments: [
        (CheckoutProgress.none, CheckoutStep.shipping, RouteProblem?.none),
        (.none, .payment, .shippingIncomplete),
        (.none, .review, .shippingIncomplete),
        (CheckoutProgress(shippingComplete: true, paymentComplete: false), .payment, nil),
        (
            CheckoutProgress(shippingComplete: true, paymentComplete: false), .review,
            .paymentIncomplete
        ),
        (CheckoutProgress(shippingComplete: true, paymentComplete: true), .review, nil),
    ])
    func checkoutStepsNeedEarlierSteps(
        progress: CheckoutProgress, step: CheckoutStep, problem: RouteProblem?
    ) throws {
        let cart = Cart(lines: [CartLine(product: "p-01", quantity: 1)])
        let validator = RouteValidator(
            catalog: try Fixtures.catalog(), cart: cart, checkout: progress)
        #expect(validator.problem(with: .checkout(step: step)) == problem)
    }

    @Test func placedOrdersAreValid() throws {
        let validator = RouteValidator(
            catalog: try Fixtures.catalog(), cart: Cart(), orders: ["A-1"])
        #expect(validator.problem(with: .order(id: "A-1")) == nil)
        #expect(validator.problem(with: .order(id: "A-2")) == .orderGone("A-2"))
    }

    @Test(arguments: [
        (RouteProblem.productGone("p-42"), "product p-42 is no longer sold"),
        (.categoryGone("tea"), "category tea no longer exists"),
        (.sellerGone("s-9"), "seller s-9 no longer sells here"),
        (.emptySearch, "a search needs words to look for"),
        (.cartEmpty, "the cart is empty"),
        (.orderGone("A-1"), "order A-1 is not in your orders"),
        (.unknownScreen, "a screen from a newer version of Aisle is not known here"),
    ])
    func problemDescriptionsCompleteTheRestoreNotice(problem: RouteProblem, text: String) {
        #expect(problem.description == text)
    }
}
