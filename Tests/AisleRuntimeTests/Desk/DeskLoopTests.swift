import AisleRuntime
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// The desk's run loop over a real shop database: an order placed by another connection
/// shows up without a key, `s` and `y` ship it, and the path is saved and restored.
@Suite(.timeLimit(.minutes(10))) struct DeskLoopTests {
    /// Places an order for `customer` from a connection of its own, as a session would.
    static func place(in path: String, customer: String, number: String, key: String) throws {
        let database = try #require(
            try UserDatabase.open(path: path, inspecting: false, customer: customer))
        try database.commit(
            UserDataBatch(
                catalog: "fixture", cartChanges: [.adjust(Fixtures.beans, by: 1, price: nil)]))
        let cart = try database.load(catalog: "fixture").0.cart
        let request = try Fixtures.request(OrderKey(key), cart: cart)
        _ = try database.place(
            request, catalog: "fixture", placedAt: "2026-05-01T08:00:00Z",
            number: { OrderID(number) })
    }

    @Test func anOrderFromAnotherSessionAppearsWithoutAKeyAndIsShipped() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("aisle.sqlite")
        try Self.place(in: path, customer: "SHA256:first", number: "A-1", key: "k-1")
        let database = try #require(try UserDatabase.open(path: path, inspecting: false))
        let startup = try DeskStartup(
            database: database, sessionPath: directory.file("state/desk.json"))
        let store = startup.store
        let clock = ManualClock()
        let terminal = TestTerminal(
            script: [
                .pause(.milliseconds(300)),
                .inspect {
                    try? Self.place(in: path, customer: "SHA256:second", number: "A-2", key: "k-2")
                },
                .pause(.milliseconds(300)),
                .inspect { store.drain() },
                .pause(.milliseconds(300)),
            ] + TestTerminal.Step.keys("g") + [.key(.enter)] + TestTerminal.Step.keys("s") + [
                .pause(.milliseconds(10))
            ]
                + TestTerminal.Step.keys("y") + [
                    .inspect { store.drain() },
                    .pause(.milliseconds(300)),
                ] + TestTerminal.Step.keys("q"),
            clock: clock)
        var loop = DeskLoop(
            state: startup.state, terminal: terminal, store: store, who: "ann",
            session: startup.session, saver: startup.saver, clock: clock)
        #expect(loop.run() == .quit)
        let arrived = try #require(
            terminal.frames.first { $0[0].contains("1 new") }, "the new order counted")
        #expect(arrived.contains { $0.contains("A-2*") })
        #expect(terminal.frames.contains { $0.last?.contains("Ship order A-2") == true })
        #expect(terminal.frames.contains { $0.last?.contains("Order A-2 is shipped.") == true })
        #expect(try database.shopOrder("A-2")?.order.status == .shipped)
        #expect(try database.shopOrder("A-2")?.history.last?.by == "ann")
        #expect(try database.shopOrder("A-1")?.order.status == .placed)

        // The path is saved, and restored at the next start.
        let again = try DeskStartup(
            database: database, sessionPath: directory.file("state/desk.json"))
        #expect(again.state.screen == .order(number: "A-2"))
    }

    @Test func aSavedOrderThatIsGoneIsDroppedWithANotice() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("aisle.sqlite")
        try Self.place(in: path, customer: "SHA256:first", number: "A-1", key: "k-1")
        let database = try #require(try UserDatabase.open(path: path, inspecting: false))
        let saved = DeskSession(path: [.customer(id: "SHA256:first"), .order(number: "A-9")])
        try Disk.put(try #require(saved.encoded()), at: directory.file("desk.json"))
        let startup = try DeskStartup(database: database, sessionPath: directory.file("desk.json"))
        #expect(startup.state.path.routes == [.customer(id: "SHA256:first")])
        #expect(
            startup.notices == [
                "Restored 1 of 2 desk screens: order A-9 is not in the shop's database"
            ])
    }
}
