import Storefront
import TestSupport
import Testing

@testable import UserData

/// The owner's desk in the database: one order whole, its status history with who and when,
/// cancelling that gives the units back to stock, and the orders `--on-order` has yet to
/// announce.
@Suite(.timeLimit(.minutes(10))) struct ShopDeskDatabaseTests {
    typealias Stock = StockAnswersToOrdersTests
    static let shippedAt = "2026-05-02T09:00:00Z"

    /// Ada orders `units` of the beans (five in stock) as order `number`.
    static func order(_ ada: UserDatabase, _ number: OrderID, units: Int = 2) throws {
        let placed = try Stock.place(
            ada, try Stock.request(OrderKey("k-\(number)"), ada, units: units, stock: 5), number)
        guard case .placed = placed else { throw TestFailure("not placed: \(placed)") }
    }

    @Test func oneOrderIsFoundWholeWithItsHistory() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let owner = try OrderPlacementDatabaseTests.database(directory)
        try Self.order(ada, "A-1")
        let placed = try #require(try owner.shopOrder("A-1"))
        #expect(placed.customer == "SHA256:ada")
        #expect(placed.order.address == Fixtures.address)
        #expect(
            placed.history == [
                StatusChange(
                    status: .placed, at: OrderPlacementDatabaseTests.placedAt, by: "SHA256:ada")
            ])
        _ = try owner.setStatus(.shipped, of: "A-1", at: Self.shippedAt, by: "ann").get()
        let shipped = try #require(try owner.shopOrder("A-1"))
        #expect(shipped.order.status == .shipped)
        #expect(shipped.history.map(\.status) == [.placed, .shipped])
        #expect(
            shipped.history.last == StatusChange(status: .shipped, at: Self.shippedAt, by: "ann"))
        #expect(try owner.shopOrders().orders.first?.history == shipped.history)
        #expect(try owner.shopOrder("A-9") == nil)
    }

    @Test func cancellingGivesTheUnitsBackInTheSameTransaction() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let bob = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        let owner = try OrderPlacementDatabaseTests.database(directory)
        try Self.order(ada, "A-1", units: 2)
        try Self.order(bob, "A-2", units: 3)
        #expect(try owner.unitsOrdered(Stock.edition) == [Fixtures.beans: 5])
        let cancelled = try owner.setStatus(.cancelled, of: "A-1", at: Self.shippedAt, by: "ann")
            .get()
        #expect(cancelled.restocked)
        #expect(try bob.unitsOrdered(Stock.edition) == [Fixtures.beans: 3], "Ada's 2 are back")
        // A third customer can buy them.
        let cy = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:cy")
        try Self.order(cy, "A-3", units: 2)
        // A refused second change gives nothing back twice.
        #expect(
            try owner.setStatus(.cancelled, of: "A-1", at: Self.shippedAt, by: "ann")
                == .failure(
                    .already(
                        "A-1", .cancelled,
                        StatusChange(status: .cancelled, at: Self.shippedAt, by: "ann"))))
        #expect(try owner.unitsOrdered(Stock.edition) == [Fixtures.beans: 5])
    }

    @Test func shippingKeepsTheUnitsCounted() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        try Self.order(ada, "A-1", units: 2)
        let shipped = try ada.setStatus(.shipped, of: "A-1", at: Self.shippedAt, by: "ann").get()
        #expect(!shipped.restocked)
        #expect(try ada.unitsOrdered(Stock.edition) == [Fixtures.beans: 2])
    }

    @Test func anOrderWithoutAnEditionIsCancelledWithoutTouchingStock() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let cart = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        _ = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-1", cart: cart))
        let cancelled = try database.setStatus(
            .cancelled, of: "A-1", at: Self.shippedAt, by: "ann"
        ).get()
        #expect(!cancelled.restocked)
    }

    @Test func noticesStartAtTheFirstStartAndAnnounceEachOrderOnce() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let server = try OrderPlacementDatabaseTests.database(directory)
        try Self.order(ada, "A-1", units: 1)
        // Notices turned on after A-1 (placed at 08:00): it is not announced.
        #expect(try server.startNotices(startedAt: "2026-05-01T09:00:00Z") == 1)
        #expect(try server.pendingNotices(limit: 10).isEmpty)
        try Self.order(ada, "A-2", units: 1)
        let pending = try server.pendingNotices(limit: 10)
        #expect(pending.map { $0.order?.order.id } == ["A-2"])
        // The same key again places nothing new, so there is nothing more to announce.
        _ = try Stock.place(
            ada, try Stock.request("k-A-2", ada, units: 1, stock: 5), "A-9")
        #expect(try server.pendingNotices(limit: 10).count == 1)
        try server.noteNotice(row: pending[0].row, at: Self.shippedAt, outcome: "exit 0")
        #expect(try server.pendingNotices(limit: 10).isEmpty)
        // A restart keeps the first start, and what was announced.
        #expect(try server.startNotices(startedAt: "2026-06-01T00:00:00Z") == 1)
        #expect(try server.pendingNotices(limit: 10).isEmpty)
    }

    @Test func noticesStartedBeforeTheFirstOrderAnnounceIt() throws {
        let directory = try TemporaryDirectory()
        let server = try OrderPlacementDatabaseTests.database(directory)
        #expect(try server.startNotices(startedAt: "2026-05-01T07:00:00Z") == 0)
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        try Self.order(ada, "A-1", units: 1)
        #expect(try server.pendingNotices(limit: 10).map(\.row) == [1])
    }
}
