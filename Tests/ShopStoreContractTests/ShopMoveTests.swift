import ShopStorePostgres
import Storefront
import TestSupport
import Testing
import UserData

/// `ShopMove`: a SQLite shop copied into PostgreSQL a page at a time, its order notices where
/// they stood, once however often it runs.
extension PostgresContractTests {
    /// Places `units` beans for `store`'s customer at `at`, numbered `number`; returns its row.
    private static func order(_ store: UserDatabase, _ number: OrderID, at: String) throws
        -> Int64
    {
        let request = try ShopStoreContract.request(
            OrderKey("k-\(number.rawValue)"), store, units: 1)
        let placed = try store.place(
            request, catalog: ShopStoreContract.catalog, placedAt: at,
            stock: ShopStoreContract.edition, number: { number })
        return try #require(placed.row)
    }

    @Test func aMoveCopiesPageByPageOnceAndKeepsNoticesWhereTheyStood() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let ada = try #require(
            try UserDatabase.open(path: path, inspecting: false, customer: "SHA256:ada"))
        // A-1 and an older Aisle's A-0 (no key) before notices started; A-2 after, announced;
        // A-3 after, not yet announced.
        _ = try Self.order(ada, "A-1", at: "2026-05-01T08:00:00Z")
        try ada.importLegacy(
            cart: Cart(), orders: [Fixtures.order("A-0", placedAt: "2025-01-01T00:00:00Z")],
            profile: nil)
        #expect(try ada.startNotices(startedAt: "2026-05-02T00:00:00Z") == 2)
        let announced = try Self.order(ada, "A-2", at: "2026-05-03T08:00:00Z")
        try ada.noteNotice(row: announced, at: "2026-05-03T08:00:01Z", outcome: "exit 0")
        _ = try Self.order(ada, "A-3", at: "2026-05-04T08:00:00Z")

        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("move")
        let store = try PostgresShopStore.open(
            try PostgresLocation(url: cluster.url("move"), environment: [:]))
        defer { store.close() }
        let first = try ShopMove.run(
            from: ada, to: store, movedAt: "2026-06-01T00:00:00Z", pageSize: 1)
        #expect(first.orders == .init(copied: 4, there: 0))
        #expect(first.editions == .init(copied: 1, there: 0))
        #expect(
            try store.pendingNotices(limit: 10).compactMap(\.order?.order.id) == [OrderID("A-3")])

        let again = try ShopMove.run(
            from: ada, to: store, movedAt: "2026-06-02T00:00:00Z", pageSize: 2)
        #expect(again.orders == .init(copied: 0, there: 4))
        #expect(again.editions == .init(copied: 0, there: 1))
        #expect(again.summary.hasPrefix("Nothing to copy: 4 orders, "), "\(again.summary)")
        #expect(try store.shopOrders().orders.count == 4)
        #expect(try store.unitsOrdered(ShopStoreContract.edition) == [Fixtures.beans: 3])

        // The old shop takes one more order before it is stopped; the move, run again as its
        // help says, brings the order and the unit it took.
        _ = try Self.order(ada, "A-4", at: "2026-06-03T08:00:00Z")
        let last = try ShopMove.run(
            from: ada, to: store, movedAt: "2026-06-04T00:00:00Z", pageSize: 2)
        #expect(last.orders == .init(copied: 1, there: 4))
        #expect(last.editions == .init(copied: 1, there: 0))
        #expect(try store.unitsOrdered(ShopStoreContract.edition) == [Fixtures.beans: 4])
    }

    @Test func theSummarySaysWhatWasCopiedAndWhatWasThere() {
        var tally = ShopMoveTally()
        #expect(tally.summary == "Nothing to copy: the shop has no orders, carts or addresses yet")
        tally.orders = .init(copied: 1, there: 2)
        tally.addresses = .init(copied: 0, there: 1)
        tally.editions = .init(copied: 2, there: 0)
        #expect(
            tally.summary
                == "Copied 1 order, units ordered for 2 catalog editions; 3 already there")
        tally = ShopMoveTally()
        tally.carts = .init(copied: 0, there: 1)
        tally.addresses = .init(copied: 0, there: 2)
        #expect(tally.summary == "Nothing to copy: 1 cart, 2 addresses already there")
    }
}
