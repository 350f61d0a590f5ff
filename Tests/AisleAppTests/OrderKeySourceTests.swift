import Storefront
import Testing

@testable import AisleApp

/// Order keys come from a source in the state (as TCA's `@Dependency(\.uuid)`): made by the
/// reducer when checkout starts, with no round trip through the run loop.
@Suite("Order key source", .timeLimit(.minutes(10)))
struct OrderKeySourceTests {
    typealias F = CheckoutFixture

    @Test func aSourceNeverRepeatsAKeyAndTwoStemsShareNone() {
        var counting = OrderKeySource.counting
        #expect(
            [counting.next(), counting.next(), counting.next()] == ["key-1", "key-2", "key-3"])
        var a = OrderKeySource(stem: "a-")
        var b = OrderKeySource(stem: "b-")
        let fromA = Set((0..<100).map { _ in a.next() })
        let fromB = Set((0..<100).map { _ in b.next() })
        #expect(fromA.count == 100 && fromB.count == 100)
        #expect(fromA.isDisjoint(with: fromB))
    }

    @Test func checkoutMintsTheKeyItselfAndAsksTheRunLoopForNothing() throws {
        var state = try F.state()
        state.orderKeys = OrderKeySource(stem: "test-")
        let effects = reduce(&state, .cart(.checkoutRequested))
        #expect(effects.isEmpty, "no effect to fetch a key: \(effects)")
        #expect(state.draft.orderKey == "test-1")
        #expect(state.orderKeys.minted == 1)
        // Checkout again with the key still held: the same key (one checkout, one order).
        _ = reduce(&state, .navigation(.backRequested))
        _ = reduce(&state, .cart(.checkoutRequested))
        #expect(state.draft.orderKey == "test-1")
    }

    @Test func aKeyAnotherOrderUsedIsReplacedFromTheSourceAndTheOrderAskedAgain() throws {
        var state = try F.state(
            [
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
                .checkout(step: .review),
            ],
            shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        state.orderKeys = OrderKeySource(stem: "s-")
        state.draft.orderKey = "old"
        _ = reduce(&state, .checkout(.placeOrderRequested))
        let effects = reduce(&state, .checkout(.orderRefused(.keyUsed)))
        guard case .placeOrder(let request)? = effects.first else {
            Issue.record("no order asked for: \(effects)")
            return
        }
        #expect(request.key == "s-1")
    }
}
