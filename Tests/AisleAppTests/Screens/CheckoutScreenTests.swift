import AisleApp
import Storefront
import TerminalUI
import Testing

/// The checkout steps and the order screens at both sizes, from states reached through the
/// reducer (so the tests also check that typing lands in the right field).
@Suite(.timeLimit(.minutes(10))) struct CheckoutScreenTests {
    static let sizes = ScreenTests.sizes
    static let cart = [
        CartLine(product: "p-01", quantity: 2), CartLine(product: "p-90", quantity: 1),
    ]

    /// Types `text` into the focused field, key by key.
    static func type(_ text: String, into state: inout AppState) {
        for character in text { _ = reduce(&state, .form(.fieldEdited(.character(character)))) }
    }

    /// A state on the shipping step with a complete address for Germany.
    static func shippingFilled() throws -> AppState {
        var state = try ScreenFixture.state([.cart], cart: cart)
        _ = reduce(&state, .cart(.checkoutRequested))
        for text in ["Grace Hopper", "grace@example.org", "Hauptstraße 5", "Köln", "50667"] {
            type(text, into: &state)
            _ = reduce(&state, .form(.focusMoved(by: 1)))
        }
        _ = reduce(&state, .form(.choiceTyped("g")))
        return state
    }

    @Test(arguments: sizes)
    func shippingEmptyAndWithProblems(size: Size) throws {
        var state = try ScreenFixture.state([.cart], cart: Self.cart)
        _ = reduce(&state, .cart(.checkoutRequested))
        ScreenAssertions.assertScreen(state, size: size, named: "shipping-empty")
        Self.type("Grace", into: &state)
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        Self.type("grace@", into: &state)
        _ = reduce(&state, .form(.focusMoved(by: -2)))
        _ = reduce(&state, .form(.submitted))
        ScreenAssertions.assertScreen(state, size: size, named: "shipping-problems")
        #expect(state.draft.shipping.focus == .email)
        #expect(state.screen == .checkout(step: .shipping))
    }

    @Test(arguments: sizes)
    func paymentAndReview(size: Size) throws {
        var state = try Self.shippingFilled()
        ScreenAssertions.assertScreen(state, size: size, named: "shipping-filled")
        _ = reduce(&state, .form(.submitted))
        #expect(state.screen == .checkout(step: .payment))
        ScreenAssertions.assertScreen(state, size: size, named: "payment-invoice")
        _ = reduce(&state, .form(.choiceChanged(by: 1)))
        Self.type("378282246310005", into: &state)
        ScreenAssertions.assertScreen(state, size: size, named: "payment-card")
        #expect(state.draft.payment.number.text == "3782 822463 10005")
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        Self.type("1299", into: &state)
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        Self.type("1234", into: &state)
        _ = reduce(&state, .form(.submitted))
        #expect(state.screen == .checkout(step: .review))
        ScreenAssertions.assertScreen(state, size: size, named: "review")
        CheckoutFixture.place(&state, id: "A-261121-TEST", placedAt: "2026-11-21T17:24:16Z")
        ScreenAssertions.assertScreen(state, size: size, named: "order-placed")
        _ = reduce(&state, .navigation(.ordersRequested))
        ScreenAssertions.assertScreen(state, size: size, named: "orders")
    }
}
