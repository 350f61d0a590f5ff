import AisleApp
import AisleRuntime
import GRDB
import StateFiles
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// An order is a promise: placed exactly once per checkout, confirmed only once it is on disk,
/// never dropped in silence — through the real run loop, two windows on one database.
@Suite(.timeLimit(.minutes(10))) struct OrderPromiseTests {
    static var enter: TestTerminal.Step { .key(.enter) }

    static func saw(_ text: String, _ terminal: TestTerminal) -> Bool {
        terminal.frames.contains { $0.contains { $0.contains(text) } }
    }

    /// A connection of another program holding the database's write lock until released.
    final class WriteLock: @unchecked Sendable {
        let queue: DatabaseQueue
        init(_ path: String) throws {
            var configuration = Configuration()
            // The transaction stays open across calls on purpose: that is the held lock.
            configuration.allowsUnsafeTransactions = true
            queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        }
        func release() { try? queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }
    }

    /// A start on Review with one Sencha Green in the cart, its order key `key-a`.
    static func reviewOfOneSencha(_ scratch: RuntimeScratch) throws -> Startup {
        try scratch.fillCart(["t-1": 1])
        var startup = try scratch.startup()
        RuntimeScratch.atReview(&startup, key: "key-a")
        return startup
    }

    @Test func aStaleReviewIsRefusedAndNothingIsOrderedTwice() throws {
        let scratch = try RuntimeScratch()
        try scratch.fillCart(["t-1": 2])
        var a = try scratch.startup()
        var b = try scratch.startup()
        RuntimeScratch.atReview(&a, key: "key-a")
        RuntimeScratch.atReview(&b, key: "key-b")
        let (_, first, shownToA) = scratch.run(
            a, [Self.enter, SharedUserDataTests.settle(a), .pause(.milliseconds(1)), .quit])
        #expect(Self.saw("Thank you! Order", shownToA))
        #expect(first.state.orders.count == 1)
        let (_, second, shownToB) = scratch.run(
            b, [Self.enter, SharedUserDataTests.settle(b), .pause(.milliseconds(1)), .quit])
        #expect(Self.saw("Your cart changed in another window — review it again", shownToB))
        #expect(!Self.saw("Thank you", shownToB))
        #expect(second.state.screen == .cart, "the emptied cart has nothing to review")
        let saved = try scratch.savedData()
        #expect(saved.orders.count == 1)
        #expect(saved.orders.first?.itemCount == 2)
        #expect(saved.cart.isEmpty)
        #expect(second.state.orders.map(\.id) == saved.orders.map(\.id), "B shows A's order")
    }

    /// The order committed, then a crash before the session was saved: Review again with the
    /// same key. A cart filled again since (here the same line) is a new attempt: a new order,
    /// never the old one confirmed for it (issue 30, item 1). The start itself names the old
    /// order (`OrderTrustRuntimeTests`).
    @Test func aCartFilledAgainAfterACrashIsANewOrder() throws {
        let scratch = try OrderTrustRuntimeTests.countingScratch()
        try scratch.fillCart(["k-1": 1])
        var first = try scratch.startup()
        RuntimeScratch.atReview(&first, key: "key-1")
        let (_, placed, _) = scratch.run(
            first, [Self.enter, SharedUserDataTests.settle(first), .quit])
        let order = try #require(placed.state.orders.first, "the first Enter placed the order")
        var again = try scratch.startup(.fresh)
        try scratch.fillCart(["k-1": 1])
        again.state.cart = try scratch.savedData().cart
        RuntimeScratch.atReview(&again, key: "key-1")
        let (_, loop, terminal) = scratch.run(
            again,
            [
                Self.enter, SharedUserDataTests.settle(again), .pause(.milliseconds(1)),
                SharedUserDataTests.settle(again), .pause(.milliseconds(1)), .quit,
            ])
        #expect(
            !Self.saw("Thank you! Order \(order.id) is placed.", terminal), "\(terminal.frames)")
        let saved = try scratch.savedData()
        #expect(saved.orders.count == 2, "the new cart is an order of its own")
        let second = try #require(saved.orders.last)
        #expect(Self.saw("Thank you! Order \(second.id) is placed.", terminal))
        #expect(loop.state.screen == .order(id: second.id))
    }

    @Test func theConfirmationIsDrawnOnlyOnceTheOrderIsOnDisk() throws {
        let scratch = try RuntimeScratch()
        let a = try Self.reviewOfOneSencha(scratch)
        let lock = try WriteLock(scratch.database)
        // The lock is released only after the loop drew at least one frame past Enter.
        let terminal = TestTerminal(
            script: [
                Self.enter, .pause(.milliseconds(1)), .inspect { lock.release() },
                SharedUserDataTests.settle(a), .pause(.milliseconds(1)), .quit,
            ], clock: scratch.clock)
        var loop = RunLoop(startup: a, terminal: terminal)
        _ = loop.run()
        let placingAt = terminal.frames.firstIndex {
            $0.contains { $0.contains("Placing your order…") }
        }
        let thanksAt = terminal.frames.firstIndex {
            $0.contains { $0.contains("Thank you! Order") }
        }
        let placing = try #require(placingAt, "Placing your order… was shown")
        let thanks = try #require(thanksAt, "the confirmation came")
        #expect(placing < thanks)
        #expect(try scratch.savedData().orders.count == 1)
    }

    /// Another program holds the write lock from Review through `q`: the order is refused with
    /// its reason, nothing claims it was placed, the cart is kept, and the quit says what was
    /// not saved.
    @Test func aHeldLockRefusesTheOrderAndQuitSaysWhatWasLost() throws {
        let scratch = try RuntimeScratch()
        let a = try Self.reviewOfOneSencha(scratch)
        let lock = try WriteLock(scratch.database)
        defer { lock.release() }
        let (ending, loop, terminal) = scratch.run(
            a,
            [
                Self.enter, SharedUserDataTests.settle(a), .pause(.milliseconds(1)),
                .key(.escape), .key(.escape), .key(.escape), .key(.character("+")), .quit,
            ])
        #expect(ending == .quit)
        #expect(
            Self.saw(
                "Your order was not placed: another program is using the database", terminal),
            "\(terminal.frames.map { $0.suffix(2) })")
        #expect(Self.saw("Nothing was ordered; your cart is kept.", terminal))
        #expect(!Self.saw("Thank you", terminal))
        #expect(Self.saw("Saving your cart…", terminal))
        lock.release()
        let saved = try scratch.savedData()
        #expect(saved.orders.isEmpty)
        #expect(saved.cart.quantity(of: "t-1") == 1, "the cart is kept, the + not written")
        #expect(loop.lostChanges)
        #expect(
            loop.warnings.contains {
                $0.contains("your cart changes (Sencha Green)") && $0.contains("were not saved in")
            }, "\(loop.warnings)")
        #expect(!loop.warnings.contains { $0.contains("will try again") })
    }

    /// Ctrl-C while "Placing your order…": the answer is waited for, and said on the way out.
    @Test func quittingWhilePlacingSaysWhatBecameOfTheOrder() throws {
        let scratch = try RuntimeScratch()
        let a = try Self.reviewOfOneSencha(scratch)
        let lock = try WriteLock(scratch.database)
        defer { lock.release() }
        let (ending, loop, _) = scratch.run(a, [Self.enter, .key(.control("c"))])
        #expect(ending == .quit)
        #expect(loop.lostChanges, "a refused order is not a clean exit")
        #expect(
            loop.warnings.contains { $0.hasPrefix("Your order was not placed") }, "\(loop.warnings)"
        )
        lock.release()
        #expect(try scratch.savedData().orders.isEmpty)
    }
}
