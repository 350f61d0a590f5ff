import Storefront
import TestSupport
import Testing

@testable import AisleApp

/// Issue 30, items 1 and 2 through `reduce` only: a commit that could not be confirmed is
/// never called "not placed", its key is kept until the database says what became of it, and
/// a key whose order another window placed is retired.
@Suite("Order outcomes", .timeLimit(.minutes(10)))
struct OrderOutcomeTests {
    typealias F = CheckoutFixture

    /// Review, with an order being placed under `key-1`.
    static func placing() throws -> AppState {
        var state = try F.state(
            [
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
                .checkout(step: .review),
            ],
            shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        let effects = reduce(&state, .checkout(.placeOrderRequested))
        guard case .placeOrder? = effects.first else { throw TestFailure("no order asked for") }
        return state
    }

    @Test func anUnconfirmedCommitIsNotCalledNotPlacedAndKeepsItsKey() throws {
        var state = try Self.placing()
        let cart = state.cart
        _ = reduce(&state, .checkout(.orderUnconfirmed(reason: "the disk did not confirm it")))
        let notice = try #require(state.notice?.text)
        #expect(notice.hasPrefix("We could not confirm that your order was saved"))
        #expect(!notice.contains("not placed") && !notice.contains("Nothing was ordered"))
        #expect(state.placingOrder == nil)
        #expect(state.draft.orderKey == "key-1" && state.draft.unconfirmedOrder == "key-1")
        #expect(state.cart == cart)
    }

    @Test func aResolvedOrderIsToldEitherWay() throws {
        var kept = try Self.placing()
        _ = reduce(&kept, .checkout(.orderUnconfirmed(reason: "I/O")))
        let order = F.order("A-261127-KEPT22")
        _ = reduce(&kept, .checkout(.orderResolved("key-1", order: order)))
        #expect(kept.notice?.text == "Your order A-261127-KEPT22 was placed after all.")
        #expect(kept.orders.contains { $0.id == order.id })
        #expect(kept.draft.orderKey == nil && kept.draft.unconfirmedOrder == nil)

        var lost = try Self.placing()
        _ = reduce(&lost, .checkout(.orderUnconfirmed(reason: "I/O")))
        _ = reduce(&lost, .checkout(.orderResolved("key-1", order: nil)))
        #expect(lost.notice?.text.hasPrefix("Your order was not placed after all") == true)
        #expect(lost.draft.unconfirmedOrder == nil)
        #expect(lost.draft.orderKey == "key-1", "the same checkout may try again")
        // An answer for another key changes nothing.
        let before = lost
        _ = reduce(&lost, .checkout(.orderResolved("key-9", order: nil)))
        #expect(lost == before)
    }

    @Test func aKeyWhoseOrderAnotherWindowPlacedIsRetired() throws {
        var state = try F.state([.cart], shipping: F.shipping())
        state.draft.orderKey = "key-shared"
        _ = reduce(&state, .checkout(.orderKeysPlaced(["key-other"])))
        #expect(state.draft.orderKey == "key-shared")
        _ = reduce(&state, .checkout(.orderKeysPlaced(["key-shared"])))
        #expect(state.draft.orderKey == nil)
        // This window's own order, still being placed, is answered by its placement.
        var placing = try Self.placing()
        _ = reduce(&placing, .checkout(.orderKeysPlaced(["key-1"])))
        #expect(placing.draft.orderKey == "key-1")
    }
}
