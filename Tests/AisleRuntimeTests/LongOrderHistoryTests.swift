import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// A long order history is kept whole: past the 1 MiB a session may take, `orders.json` still
/// reads back (it used to be set aside whole after about 1,490 orders), moves into the
/// database, and reads back from there.
@Suite(.timeLimit(.minutes(10))) struct LongOrderHistoryTests {
    @Test func fiveThousandOrdersLoadAndShow() throws {
        let scratch = try RuntimeScratch()
        var orders: [Order] = []
        for number in 1...5_000 {
            var order = PersistenceTests.order
            order.id = OrderID("A-\(number)")
            orders.append(order)
        }
        let bytes = try #require(OrdersDocument.encode(orders))
        #expect(bytes.count > StateFile<[Order]>.sizeLimit, "past what a session may take")
        try scratch.put(String(decoding: bytes, as: UTF8.self), at: scratch.orders)
        let startup = try scratch.startup()
        #expect(startup.notices.isEmpty, "\(startup.notices)")
        #expect(startup.state.orders.count == 5_000)
        let (_, _, terminal) = scratch.run(
            startup, [.key(.character("O")), .pause(.milliseconds(1)), .quit])
        #expect(terminal.screen.contains { $0.contains("A-5000") }, "newest first")
        #expect(Disk.contents(scratch.orders + ".migrated") == bytes, "moved, kept as it was")
        #expect(try scratch.savedData().orders == orders, "every order in the database")
        #expect(try scratch.startup().state.orders == orders, "and read back from there")
    }
}
