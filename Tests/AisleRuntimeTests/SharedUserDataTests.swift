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
/// sees the others' changes (issue 8's data-loss cases).
@Suite struct SharedUserDataTests {
    /// Applies `action` as the run loop would.
    static func adopt(_ action: AppAction?, into state: inout AppState) {
        guard let action else { return }
        _ = reduce(&state, action, size: Size(columns: 80, rows: 24))
    }

    @Test func twoInstancesAddingToTheCartKeepEveryUnit() throws {
        let scratch = try RuntimeScratch()
        var a = try scratch.startup()
        var b = try scratch.startup()
        let now = scratch.clock.now
        a.state.cart.add("t-1", stock: 10)
        a.persistence.stateChanged(a.state, now: now)
        a.persistence.drain()
        // B never read A's line: it adds its own, and one more of the same product.
        b.state.cart.add("k-1", stock: 10)
        b.state.cart.add("t-1", stock: 10)
        b.persistence.stateChanged(b.state, now: now)
        b.persistence.drain()
        let saved = try scratch.savedData().cart
        #expect(saved.lines.map(\.product) == ["t-1", "k-1"])
        #expect(saved.lines.map(\.quantity) == [2, 1], "both instances' units of t-1")
        // B learns of A's unit from what its own write found.
        Self.adopt(b.persistence.takeExternalChange(b.state), into: &b.state)
        #expect(b.state.cart == saved)
        #expect(b.state.notice?.text == "Your cart was changed in another Aisle window")
        // A learns of B's on its next screen.
        a.state.open([.category(id: "tea")])
        a.persistence.stateChanged(a.state, now: now)
        a.persistence.drain()
        Self.adopt(a.persistence.takeExternalChange(a.state), into: &a.state)
        #expect(a.state.cart == saved)
    }

    @Test func aRemovalInOneInstanceIsNotUndoneByAnother() throws {
        let scratch = try RuntimeScratch()
        var a = try scratch.startup()
        let now = scratch.clock.now
        a.state.cart.add("t-1", stock: 10)
        a.state.cart.add("k-1", stock: 10)
        a.persistence.stateChanged(a.state, now: now)
        a.persistence.drain()
        var b = try scratch.startup()
        #expect(b.state.cart.lines.count == 2)
        b.state.cart.remove(at: 0)
        b.persistence.stateChanged(b.state, now: now)
        b.persistence.drain()
        // A changes something else: its whole cart is not written back over B's removal.
        a.state.cart.add("k-1", stock: 10)
        a.persistence.stateChanged(a.state, now: now)
        a.persistence.drain()
        let saved = try scratch.savedData().cart
        #expect(saved.lines.map(\.product) == ["k-1"])
        #expect(saved.lines.map(\.quantity) == [2])
    }

    /// Four instances placing 25 orders each, all at once, on two cores: all 100 are kept,
    /// and each instance ends up showing all of them.
    @Test func ordersPlacedByInstancesAtOnceAreAllKept() throws {
        let scratch = try RuntimeScratch()
        let instances = 4
        let perInstance = 25
        let running = Locked(try (0..<instances).map { _ in Optional(try scratch.startup()) })
        let now = scratch.clock.now
        DispatchQueue.concurrentPerform(iterations: instances) { index in
            guard var startup = running.values[index] else { return }
            for number in 1...perInstance {
                var order = PersistenceTests.order
                order.id = OrderID("A-\(index)-\(number)")
                startup.state.orders.append(order)
                startup.persistence.stateChanged(startup.state, now: now)
            }
            startup.persistence.flush(startup.state)
            running.set(index, startup)
        }
        let finished = running
        let saved = try scratch.savedData().orders
        #expect(saved.count == instances * perInstance)
        #expect(Set(saved.map(\.id)).count == instances * perInstance)
        for var startup in finished.values.compactMap({ $0 }) {
            startup.state.open([.orders])
            startup.persistence.stateChanged(startup.state, now: scratch.clock.now)
            startup.persistence.drain()
            Self.adopt(startup.persistence.takeExternalChange(startup.state), into: &startup.state)
            #expect(Set(startup.state.orders.map(\.id)) == Set(saved.map(\.id)))
        }
    }

    @Test func anotherInstancesOrderShowsOnTheNextScreenWithANotice() throws {
        let scratch = try RuntimeScratch()
        let a = try scratch.startup()
        var b = try scratch.startup()
        let settle = TestTerminal.Step.inspect { a.persistence.drain() }
        let placeInB = TestTerminal.Step.inspect {
            b.state.orders.append(PersistenceTests.order)
            b.persistence.stateChanged(b.state, now: scratch.clock.now)
            b.persistence.drain()
        }
        let (_, loop, terminal) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), settle, placeInB, .key(.character("O")), settle,
                .pause(.milliseconds(1)), .pause(.milliseconds(1)), .quit,
            ])
        #expect(loop.state.orders.map(\.id) == ["A-1"])
        #expect(
            terminal.frames.contains { $0.contains { $0.contains("order was placed in another") } })
        #expect(terminal.screen.contains { $0.contains("A-1") })
    }
}

/// A value several threads set parts of.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLockLike()
    init(_ value: Value) { self.value = value }
    var values: Value { lock.with { value } }
    func set<Element>(_ index: Int, _ element: Element) where Value == [Element?] {
        lock.with { value[index] = element }
    }
}

/// A mutex for tests, without Foundation's.
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func with<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
