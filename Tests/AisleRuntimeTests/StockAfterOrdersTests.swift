import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// Two customers of one shop buying the same product: stock answers to orders.
@Suite(.timeLimit(.minutes(10))) struct StockAfterOrdersTests {
    static let ada = "SHA256:" + String(repeating: "a", count: 43)
    static let bob = "SHA256:" + String(repeating: "b", count: 43)

    /// `customer`'s startup on Review with `units` of Sencha Green (10 in the catalog).
    static func review(_ scratch: RuntimeScratch, _ customer: String, units: Int, key: OrderKey)
        throws -> Startup
    {
        try scratch.makeDirectory(of: scratch.database)
        guard
            let window = try UserDatabase.open(
                path: scratch.database, inspecting: false, customer: customer)
        else { throw TestFailure("no database") }
        try window.commit(
            UserDataBatch(
                catalog: scratch.catalogKey, cartChanges: [.adjust("t-1", by: units, price: nil)]))
        var startup = try scratch.startup(customer: customer)
        RuntimeScratch.atReview(&startup, key: key)
        return startup
    }

    @Test func anotherCustomersOrderLowersTheStockAndTheCartIsAdjusted() throws {
        let scratch = try RuntimeScratch()
        let ada = try Self.review(scratch, Self.ada, units: 9, key: "k-ada")
        let bob = try Self.review(scratch, Self.bob, units: 3, key: "k-bob")
        #expect(bob.state.catalog.product("t-1")?.stock == 10)
        let (_, placed, _) = scratch.run(
            ada, [.key(.enter), SharedUserDataTests.settle(ada), .pause(.milliseconds(1)), .quit])
        #expect(placed.state.orders.count == 1)
        #expect(placed.state.catalog.product("t-1")?.stock == 1, "10 less the 9 ordered")
        let (_, refused, terminal) = scratch.run(
            bob, [.key(.enter), SharedUserDataTests.settle(bob), .pause(.milliseconds(1)), .quit])
        #expect(
            terminal.frames.contains {
                $0.contains { $0.contains("Only 1 left of Sencha Green — your cart was adjusted") }
            })
        #expect(refused.state.orders.isEmpty)
        #expect(refused.state.cart.quantity(of: "t-1") == 1)
        #expect(refused.state.catalog.product("t-1")?.stock == 1)
        #expect(refused.state.screen == .checkout(step: .review), "Review again, with the new cart")
    }

    @Test func aCancelledOrdersUnitsComeBackOnEveryWindow() throws {
        let scratch = try RuntimeScratch()
        let ada = try Self.review(scratch, Self.ada, units: 9, key: "k-ada")
        let (_, placed, _) = scratch.run(
            ada, [.key(.enter), SharedUserDataTests.settle(ada), .pause(.milliseconds(1)), .quit])
        let number = try #require(placed.state.orders.first?.id)
        let bob = try scratch.startup(.link([.category(id: "tea")]), customer: Self.bob)
        #expect(bob.state.catalog.product("t-1")?.stock == 1)
        let owner = try UserDatabase.open(path: scratch.database, inspecting: false)
        let cancel = TestTerminal.Step.inspect {
            _ = try? owner?.setStatus(.cancelled, of: number, at: "2026-05-02T09:00:00Z", by: "ann")
        }
        // Bob's window reads the change at its next screen, as it reads other windows' orders.
        let (_, after, _) = scratch.run(
            bob,
            [
                .pause(.milliseconds(1)), cancel, .key(.character("h")), .pause(.milliseconds(1)),
                .key(.character("l")), SharedUserDataTests.settle(bob), .pause(.milliseconds(1)),
                .quit,
            ])
        #expect(after.state.catalog.product("t-1")?.stock == 10, "the 9 are back")
    }
}
