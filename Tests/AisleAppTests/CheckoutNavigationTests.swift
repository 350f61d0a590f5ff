import Navigation
import Storefront
import Testing

@testable import AisleApp

/// Into checkout from the cart and back out step by step, through `reduce` only, each action
/// with the exact change it makes to the whole state (see `Store`).
@Suite("Checkout navigation", .timeLimit(.minutes(10)))
struct CheckoutNavigationTests {
    typealias F = CheckoutFixture
    let shipping = Route.checkout(step: .shipping)
    let payment = Route.checkout(step: .payment)
    let review = Route.checkout(step: .review)

    @Test func checkoutFromAnEmptyCartSaysSoAndStays() throws {
        var store = Store(try F.state(cart: Cart()))
        store.send(.cart(.checkoutRequested)) {
            $0.notice = Notice("The cart is empty: add something first", tone: .warning)
        }
    }

    @Test func checkoutFromTheCartOpensShippingKeepingTheCartRow() throws {
        var state = try F.state()
        state.positions[.cart] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.cart(.checkoutRequested)) {
            $0.path = RoutePath([.cart, shipping])
            $0.draft.orderKey = $0.orderKeys.next()
        }
    }

    @Test func backFromEachStepReturnsToThePreviousWithEverythingKept() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        var store = Store(state)
        store.send(.navigation(.backRequested)) { $0.path = RoutePath([.cart, shipping, payment]) }
        store.send(.navigation(.backRequested)) { $0.path = RoutePath([.cart, shipping]) }
        store.send(.navigation(.backRequested)) { $0.path = RoutePath([.cart]) }
        store.send(.cart(.checkoutRequested)) {
            $0.path = RoutePath([.cart, shipping])
            $0.draft.orderKey = $0.orderKeys.next()
        }
        store.send(.form(.submitted)) { $0.path = RoutePath([.cart, shipping, payment]) }
        store.send(.form(.submitted)) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }
}
