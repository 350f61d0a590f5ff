import AisleApp
import AisleRuntime
import Storefront
import Synchronization
import TerminalUI
import TestSupport
import Testing
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Issue 30's order promise, round two, through the real run loop: a key confirms only the
/// attempt it was made for, an unconfirmed commit is resolved and told, numbers are drawn a
/// bounded number of times, and a session without a database says so and exits 1.
@Suite(.timeLimit(.minutes(10))) struct OrderTrustRuntimeTests {
    static var enter: TestTerminal.Step { .key(.enter) }

    /// Random numbers that differ (1, 2, 3, …): order numbers and keys that do not collide.
    final class Counter: Sendable {
        private let value = Mutex<UInt64>(0)
        func next() -> UInt64 {
            value.withLock {
                $0 += 1; return $0
            }
        }
    }

    /// A wall clock a test moves.
    final class WallClock: Sendable {
        private let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
        var now: Date { date.withLock { $0 } }
        func set(_ new: Date) { date.withLock { $0 = new } }
    }

    static func countingScratch() throws -> RuntimeScratch {
        let scratch = try RuntimeScratch()
        let counter = Counter()
        scratch.dependencies.random = { counter.next() }
        return scratch
    }

    /// Two windows restored at Review share a key. B places the order; the same product is
    /// added again; A's Enter is a new order, never "Thank you! Order <B's number>".
    @Test func anOrderPlacedInAnotherWindowIsNotConfirmedForACartFilledAgain() throws {
        let scratch = try Self.countingScratch()
        try scratch.fillCart(["t-1": 1])
        var a = try scratch.startup()
        var b = try scratch.startup()
        RuntimeScratch.atReview(&a, key: "key-shared")
        RuntimeScratch.atReview(&b, key: "key-shared")
        let (_, placedByB, _) = scratch.run(
            b, [Self.enter, SharedUserDataTests.settle(b), .pause(.milliseconds(1)), .quit])
        let first = try #require(placedByB.state.orders.first, "B placed the order")
        // The same product again, as B (or anyone) would add it.
        try scratch.fillCart(["t-1": 1])
        let (_, loop, shownToA) = scratch.run(
            a,
            [
                Self.enter, SharedUserDataTests.settle(a), .pause(.milliseconds(1)),
                SharedUserDataTests.settle(a), .pause(.milliseconds(1)), .quit,
            ])
        #expect(!OrderPromiseTests.saw("Order \(first.id) is placed", shownToA))
        let saved = try scratch.savedData()
        #expect(saved.orders.count == 2, "A's cart is an order of its own: \(saved.orders)")
        #expect(saved.cart.isEmpty)
        let second = try #require(saved.orders.last)
        #expect(second.id != first.id)
        #expect(OrderPromiseTests.saw("Thank you! Order \(second.id) is placed.", shownToA))
        #expect(loop.state.draft.orderKey == nil)
    }

    /// A window that learns another placed its checkout's order retires the key at once.
    @Test func aWindowThatLearnsItsKeysOrderExistsRetiresTheKey() throws {
        let scratch = try Self.countingScratch()
        try scratch.fillCart(["t-1": 1])
        var a = try scratch.startup()
        var b = try scratch.startup()
        RuntimeScratch.atReview(&a, key: "key-shared")
        RuntimeScratch.atReview(&b, key: "key-shared")
        _ = scratch.run(b, [Self.enter, SharedUserDataTests.settle(b), .quit])
        let (_, loop, _) = scratch.run(
            a,
            [
                .pause(.milliseconds(1)), .down, SharedUserDataTests.settle(a),
                .pause(.milliseconds(1)), .down, .quit,
            ])
        #expect(loop.state.draft.orderKey == nil, "the key that placed B's order was kept")
    }

    /// A crash right after the commit leaves the key in the saved checkout: the next start
    /// retires it and says where the order is.
    @Test func aKeyWhoseOrderExistsIsRetiredAtStartAndTheOrderNamed() throws {
        let scratch = try Self.countingScratch()
        try scratch.fillCart(["t-1": 1])
        var first = try scratch.startup()
        RuntimeScratch.atReview(&first, key: "key-1")
        _ = scratch.run(first, [.quit])
        // The order committed by the instance that then crashed (its session still at Review).
        let database = try #require(
            try UserDatabase.open(path: scratch.database, inspecting: false))
        let cart = try scratch.savedData().cart
        let request = try #require(
            OrderRequest.make(
                key: "key-1", cart: cart, catalog: first.state.catalog,
                address: PersistenceTests.order.address, payment: .invoice))
        let placed = try database.place(
            request, catalog: scratch.catalogKey, placedAt: "2026-11-27T17:24:16Z",
            number: { "A-261127-CRASH2" })
        guard case .placed(let order) = placed.placement else {
            throw TestFailure("not placed: \(placed.placement)")
        }
        let again = try scratch.startup()
        #expect(again.state.draft.orderKey == nil)
        #expect(
            again.notices.contains { $0.contains("Your order \(order.id) is placed") },
            "\(again.notices)")
    }

    /// Issue 30, item 2: an order whose commit could not be confirmed, saved with the session,
    /// is looked up at the next start and the user told: here it was not kept.
    @Test func anUnconfirmedOrderNotKeptIsToldAtTheNextStart() throws {
        let scratch = try Self.countingScratch()
        try scratch.fillCart(["t-1": 1])
        var first = try scratch.startup()
        RuntimeScratch.atReview(&first, key: "key-u")
        first.state.draft.unconfirmedOrder = "key-u"
        _ = scratch.run(first, [.quit])
        let next = try scratch.startup()
        #expect(next.state.draft.unconfirmedOrder == "key-u", "restored with the session")
        let (_, loop, terminal) = scratch.run(
            next,
            [
                .pause(.milliseconds(1)), SharedUserDataTests.settle(next), .down,
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(
            OrderPromiseTests.saw("Your order was not placed after all", terminal),
            "\(terminal.frames.map { $0.suffix(2) })")
        #expect(loop.state.draft.unconfirmedOrder == nil)
        #expect(loop.state.draft.orderKey == "key-u", "the same checkout may try again")
        #expect(try scratch.savedData().cart.quantity(of: "t-1") == 1, "the cart is kept")
    }

    /// Issue 30, item 2: the same, when the commit did reach the disk (a recovery found it).
    @Test func anUnconfirmedOrderThatWasKeptIsToldAtTheNextStart() throws {
        let scratch = try Self.countingScratch()
        try scratch.fillCart(["t-1": 1])
        var first = try scratch.startup()
        RuntimeScratch.atReview(&first, key: "key-u")
        first.state.draft.unconfirmedOrder = "key-u"
        _ = scratch.run(first, [.quit])
        let database = try #require(
            try UserDatabase.open(path: scratch.database, inspecting: false))
        let request = try #require(
            OrderRequest.make(
                key: "key-u", cart: try scratch.savedData().cart,
                catalog: first.state.catalog,
                address: PersistenceTests.order.address, payment: .invoice))
        guard
            case .placed(let order) = try database.place(
                request, catalog: scratch.catalogKey, placedAt: "2026-11-27T17:24:16Z",
                number: { "A-261127-KEPT22" }
            ).placement
        else { throw TestFailure("not placed") }
        let next = try scratch.startup()
        let (_, loop, terminal) = scratch.run(
            next,
            [
                .pause(.milliseconds(1)), SharedUserDataTests.settle(next), .down,
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(
            OrderPromiseTests.saw("Your order \(order.id) was placed after all", terminal),
            "\(terminal.frames.map { $0.suffix(2) })")
        #expect(loop.state.draft.unconfirmedOrder == nil && loop.state.draft.orderKey == nil)
    }

    /// Issue 30, item 4: with a random source that always says 7, the second order of a day
    /// draws the first's number every time. It is refused with its reason, not spun on.
    @Test func aConstantRandomSourceRefusesTheSecondOrderInsteadOfHanging() throws {
        let scratch = try RuntimeScratch()  // random: { 7 }
        try scratch.fillCart(["t-1": 1])
        var first = try scratch.startup()
        RuntimeScratch.atReview(&first, key: "key-1")
        _ = scratch.run(first, [Self.enter, SharedUserDataTests.settle(first), .quit])
        try scratch.fillCart(["k-1": 1])
        var second = try scratch.startup()
        RuntimeScratch.atReview(&second, key: "key-2")
        let (_, _, terminal) = scratch.run(
            second,
            [Self.enter, SharedUserDataTests.settle(second), .pause(.milliseconds(1)), .quit])
        #expect(
            OrderPromiseTests.saw(
                "Your order was not placed: no free order number was found", terminal),
            "\(terminal.frames.last ?? [])")
        let saved = try scratch.savedData()
        #expect(saved.orders.count == 1)
        #expect(saved.cart.quantity(of: "k-1") == 1)
    }

    /// Issue 30, item 3: no database this session (here something that is not a file is at
    /// its path): a change to the cart says at once that it is not kept, and the quit says so
    /// and ends with status 1.
    @Test func withoutADatabaseACartChangeSaysItIsNotKeptAndQuitFails() throws {
        let scratch = try RuntimeScratch()
        try FileManager.default.createDirectory(
            atPath: scratch.database, withIntermediateDirectories: true)
        let startup = try scratch.startup(.link([.product(id: "t-1")]))
        let (_, loop, terminal) = scratch.run(
            startup, [.key(.character("a")), .pause(.milliseconds(1)), .quit])
        #expect(
            OrderPromiseTests.saw("Not saved: your cart is kept only until you quit", terminal),
            "\(terminal.frames.map { $0.suffix(2) })")
        #expect(loop.lostChanges)
        #expect(
            loop.warnings.contains { $0.hasPrefix("your cart changes were not saved") },
            "\(loop.warnings)")
    }

    /// Issue 30, item 9: `today` follows the wall clock's month in a long session, so a card
    /// that expires with the month is refused after it.
    @Test func theMonthMovesOnInALongSession() throws {
        let scratch = try RuntimeScratch()
        let wall = WallClock(RuntimeScratch.now)  // 2026-11-27
        scratch.dependencies.wallClock = { wall.now }
        let startup = try scratch.startup()
        #expect(startup.state.today == YearMonth(year: 2026, month: 11))
        let (_, loop, _) = scratch.run(
            startup,
            [
                .down, .pause(.milliseconds(1)),
                .inspect { wall.set(Date(timeIntervalSince1970: 1_796_083_200)) },  // 2026-12-01
                .down, .pause(.milliseconds(1)), .quit,
            ])
        #expect(loop.state.today == YearMonth(year: 2026, month: 12))
    }
}
