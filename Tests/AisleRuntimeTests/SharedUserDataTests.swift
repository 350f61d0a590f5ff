import AisleApp
import AisleRuntime
import Dispatch
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// Several instances on one database: nothing one of them saves is lost to another, and each
/// sees the others' changes (issue 8's data-loss cases), through the real run loop.
@Suite(.timeLimit(.minutes(10))) struct SharedUserDataTests {
    /// Waits for what `startup`'s database was handed so far (its store is shared with the
    /// loop running it).
    static func settle(_ startup: Startup) -> TestTerminal.Step {
        let persistence = startup.persistence
        return .inspect { persistence.drain() }
    }

    @Test func twoInstancesAddingToTheCartKeepEveryUnit() throws {
        let scratch = try RuntimeScratch()
        let a = try scratch.startup(.link([.product(id: "t-1")]))
        let b = try scratch.startup(.link([.category(id: "tools")]))
        // A adds a unit of t-1; B, which never read it, adds k-1, then goes to Tea and adds t-1.
        let (_, first, _) = scratch.run(a, [.key(.character("a")), Self.settle(a), .quit])
        #expect(first.state.cart.quantity(of: "t-1") == 1)
        let (_, second, terminal) = scratch.run(
            b,
            [
                .key(.character("a")), .key(.character("h")), .key(.character("k")), .key(.enter),
                .key(.character("a")),
                Self.settle(b), .pause(.milliseconds(1)), .quit,
            ])
        let saved = try scratch.savedData().cart
        #expect(saved.lines.map(\.product) == ["t-1", "k-1"])
        #expect(saved.lines.map(\.quantity) == [2, 1], "both instances' units of t-1")
        #expect(second.state.cart == saved)
        #expect(
            terminal.frames.contains {
                $0.contains { $0.contains("Your cart was changed in another Aisle window") }
            })
    }

    @Test func aRemovalInOneInstanceIsNotUndoneByAnother() throws {
        let scratch = try RuntimeScratch()
        try scratch.fillCart(["t-1": 1, "k-1": 1])
        let a = try scratch.startup(.link([.product(id: "k-1")]))
        let b = try scratch.startup(.link([.cart]))
        // B removes t-1; A, which still shows it, adds a kettle.
        _ = scratch.run(b, [.key(.character("x")), Self.settle(b), .quit])
        let (_, loop, _) = scratch.run(
            a, [.key(.character("a")), Self.settle(a), .pause(.milliseconds(1)), .quit])
        let saved = try scratch.savedData().cart
        #expect(saved.lines.map(\.product) == ["k-1"])
        #expect(saved.lines.map(\.quantity) == [2])
        #expect(loop.state.cart == saved, "A learned of the removal from its own write")
    }

    /// Four instances, each watching while other windows place 25 orders each, all at once, on
    /// two cores: all 100 are kept, and each instance ends up showing all of them.
    @Test func ordersPlacedByInstancesAtOnceAreAllKept() throws {
        // Each thread runs its own loop on its own startup; the scratch is only read.
        nonisolated(unsafe) let scratch = try RuntimeScratch()
        let instances = 4
        let perInstance = 25
        nonisolated(unsafe) let startups = try (0..<instances).map { _ in
            try scratch.startup(.link([.orders]))
        }
        let ran = Locked<[RunLoop?]>(Array(repeating: nil, count: instances))
        DispatchQueue.concurrentPerform(iterations: instances) { index in
            let window = try? UserDatabase.open(path: scratch.database, inspecting: false)
            var script: [TestTerminal.Step] = []
            for number in 1...perInstance {
                script.append(
                    .inspect {
                        _ = try? scratch.placeOrder(
                            in: window, key: OrderKey("k-\(index)-\(number)"),
                            number: OrderID("A-\(index)-\(number)"))
                    })
                // Leaving and coming back to Orders looks at the database again.
                script += [
                    .key(.character("h")), .pause(.milliseconds(1)), .key(.character("O")),
                    .pause(.milliseconds(1)),
                ]
            }
            script.append(.quit)
            ran.set(index, scratch.run(startups[index], script).loop)
        }
        let saved = try scratch.savedData().orders
        #expect(saved.count == instances * perInstance)
        // Every window has finished: one more look from each shows every order, once.
        for loop in ran.values.compactMap({ $0 }) {
            let terminal = TestTerminal(
                script: [
                    .key(.character("h")), .pause(.milliseconds(1)), .key(.character("O")),
                    .inspect { loop.persistence.drain() }, .pause(.milliseconds(1)), .quit,
                ], clock: scratch.clock)
            var again = RunLoop(
                state: loop.state, persistence: loop.persistence, terminal: terminal)
            _ = again.run()
            let orders = again.state.orders.map(\.id)
            #expect(Set(orders) == Set(saved.map(\.id)))
            #expect(orders.count == saved.count, "no order shown twice")
        }
    }

    @Test func anotherInstancesOrderShowsOnTheNextScreenWithANotice() throws {
        let scratch = try RuntimeScratch()
        let a = try scratch.startup()
        let window = try UserDatabase.open(path: scratch.database, inspecting: false)
        let placeElsewhere = TestTerminal.Step.inspect {
            _ = try? scratch.placeOrder(in: window, key: "k-1", number: "A-1")
        }
        let (_, loop, terminal) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), Self.settle(a), placeElsewhere, .key(.character("O")),
                Self.settle(a), .pause(.milliseconds(1)), .pause(.milliseconds(1)), .quit,
            ])
        #expect(loop.state.orders.map(\.id) == ["A-1"])
        #expect(
            terminal.frames.contains { $0.contains { $0.contains("order was placed in another") } })
        #expect(terminal.screen.contains { $0.contains("A-1") })
    }
}

extension RuntimeScratch {
    /// Places one order from `window` (another window's connection): of one Sencha Green,
    /// or of whatever the cart holds when another window filled it too (the windows share the
    /// cart; a cart that changed under a request is refused and tried again, as a user would).
    func placeOrder(in window: UserDatabase?, key: OrderKey, number: OrderID) throws {
        guard let window else { throw TestFailure("no window") }
        let catalog = try Catalog.load(contentsOf: catalog)
        try window.commit(
            UserDataBatch(catalog: catalogKey, cartChanges: [.adjust("t-1", by: 1, price: nil)]))
        for _ in 0..<1000 {
            let cart = try window.load(catalog: catalogKey).0.cart
            guard
                let request = OrderRequest.make(
                    key: key, cart: cart, catalog: catalog,
                    address: PersistenceTests.order.address, payment: .invoice)
            else {
                try window.commit(
                    UserDataBatch(
                        catalog: catalogKey, cartChanges: [.adjust("t-1", by: 1, price: nil)]))
                continue
            }
            let placement = try window.place(
                request, catalog: catalogKey, placedAt: "2026-11-27T17:24:16Z",
                number: { number }
            ).placement
            if case .cartChanged = placement { continue }
            return
        }
        throw TestFailure("never placed \(number)")
    }
}

/// A value several threads set parts of.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = DispatchSemaphore(value: 1)
    init(_ value: Value) { self.value = value }
    var values: Value {
        lock.wait()
        defer { lock.signal() }
        return value
    }
    func set<Element>(_ index: Int, _ element: Element) where Value == [Element?] {
        lock.wait()
        defer { lock.signal() }
        value[index] = element
    }
}

/// A served shop's owner ships an order: the customer sees it on the next screen drawn.
@Suite(.timeLimit(.minutes(10))) struct ShippedStatusTests {
    @Test func aShippedOrderSaysSoOnTheCustomersOrdersScreen() throws {
        let scratch = try RuntimeScratch()
        try scratch.makeDirectory(of: scratch.database)
        let window = try UserDatabase.open(path: scratch.database, inspecting: false)
        try scratch.placeOrder(in: window, key: "k-1", number: "A-1")
        let startup = try scratch.startup(.link([.orders]))
        let ship = TestTerminal.Step.inspect {
            _ = try? window?.setStatus(.shipped, of: "A-1", at: "2026-05-02T09:00:00Z", by: "ann")
        }
        let (_, loop, terminal) = scratch.run(
            startup,
            [
                .pause(.milliseconds(1)), ship, .key(.character("h")), .pause(.milliseconds(1)),
                .key(.character("O")), SharedUserDataTests.settle(startup),
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(loop.state.orders.map(\.status) == [.shipped])
        #expect(terminal.screen.contains { $0.contains("A-1 · shipped") }, "\(terminal.screen)")
    }
}
