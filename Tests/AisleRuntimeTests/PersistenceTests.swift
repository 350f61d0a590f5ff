import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// Save scheduling on its own, against a manual clock.
@Suite struct PersistenceTests {
    static let order = Order(
        id: "A-1", placedAt: "2026-11-27T17:24:16Z", currency: .usd,
        lines: [OrderLine(product: "t-1", name: "Sencha Green", unitPrice: 1200, quantity: 1)],
        totals: Totals(subtotal: 1200, shipping: 0, tax: 0, total: 1200),
        address: ShippingAddress(
            name: "Grace Hopper", email: "grace@example.org", street: "Hauptstraße 5",
            city: "Köln", postalCode: "50667", countryCode: "DE"),
        payment: .invoice)

    @Test func aPlacedOrderIsHandedOverAtOnceEvenWithABrowseWriteWaiting() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        var persistence = startup.persistence
        var state = startup.state
        let clock = scratch.clock
        persistence.stateChanged(state, now: clock.now)
        persistence.tick(state, now: clock.now)
        // A browse change just after a write waits a second…
        state.open([.category(id: "tea")])
        persistence.stateChanged(state, now: clock.now)
        #expect(persistence.deadline == clock.now.advanced(by: .seconds(1)))
        // …but an order does not: it is in the database without a tick.
        state.orders.append(Self.order)
        persistence.stateChanged(state, now: clock.now)
        persistence.drain()
        #expect(try scratch.savedData().orders == [Self.order])
    }
}
