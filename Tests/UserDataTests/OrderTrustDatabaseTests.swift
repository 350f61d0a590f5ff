import Dispatch
import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import UserData

/// What the database promises about orders and about itself: a key confirms only the attempt
/// it was made for, numbers are drawn a bounded number of times, an unconfirmed commit can be
/// resolved, a new file opened twice at once is migrated once, and every commit is synced.
@Suite(.timeLimit(.minutes(10))) struct OrderTrustDatabaseTests {
    static let catalog = OrderPlacementDatabaseTests.catalog

    /// Issue 30, item 1: two windows share a key; the first places the order, the second's
    /// cart is filled again with the same lines and sent with that key. It is a new order.
    @Test func aKeyConfirmsOnlyTheCartItWasPlacedFrom() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let first = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        let request = try Fixtures.request("k-shared", cart: first)
        guard case .placed(let order) = try OrderPlacementDatabaseTests.place(database, request)
        else { throw TestFailure("the first order was not placed") }
        // Sent again before anything changed (Enter again, a crash): that order, nothing new.
        #expect(
            try OrderPlacementDatabaseTests.place(database, request, number: "A-2")
                == .alreadyPlaced(order))
        // The same lines added again, and the old key sent with them: a new attempt.
        let again = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        #expect(again == first, "the same lines as the order's")
        let placement = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-shared", cart: again), number: "A-3")
        #expect(placement == .keyUsed, "never A-1 confirmed for a cart filled since")
        let saved = try database.load(catalog: Self.catalog).0
        #expect(saved.orders.map(\.id) == ["A-1"])
        #expect(saved.cart == again, "the new cart is kept, to be ordered with a new key")
    }

    /// Issue 30, item 4: a random source that always gives the same number. The second order
    /// of the day is refused after a bounded number of draws, never spun on with the write
    /// lock held.
    @Test func aNumberSourceThatRepeatsItselfIsRefusedAfterBoundedDraws() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let first = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        _ = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-1", cart: first), number: "A-261127-777777")
        let second = try OrderPlacementDatabaseTests.fill(database, [Fixtures.kettle: 1])
        var draws = 0
        #expect(throws: UserDataError.noFreeOrderNumber(path: database.path)) {
            _ = try database.place(
                try Fixtures.request("k-2", cart: second), catalog: Self.catalog,
                placedAt: OrderPlacementDatabaseTests.placedAt,
                number: {
                    draws += 1
                    return "A-261127-777777"
                })
        }
        #expect(draws == UserDatabase.maximumNumberDraws)
        let saved = try database.load(catalog: Self.catalog).0
        #expect(saved.orders.count == 1 && saved.cart == second, "nothing placed, cart kept")
        // The lock was let go: another write goes through at once.
        try database.commit(
            UserDataBatch(
                catalog: Self.catalog, cartChanges: [.adjust(Fixtures.beans, by: 1, price: nil)]))
    }

    /// Issue 30, item 2: an order whose commit could not be confirmed is looked up; when it
    /// is not there, a synced write makes sure it never comes back.
    @Test func anUnconfirmedKeyIsResolvedEitherWay() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let cart = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        let before = try database.read { try database.cartRevision(catalog: Self.catalog, $0) }
        #expect(try database.resolve("k-missing", catalog: Self.catalog) == nil)
        let after = try database.read { try database.cartRevision(catalog: Self.catalog, $0) }
        #expect(after == before + 1, "a write was committed after the unconfirmed one")
        guard
            case .placed(let order) = try OrderPlacementDatabaseTests.place(
                database, try Fixtures.request("k-1", cart: cart))
        else { throw TestFailure("not placed") }
        #expect(try database.resolve("k-1", catalog: Self.catalog) == order)
        #expect(try database.order(placedWith: "k-1") == order)
    }

    /// A failed sync at the commit is "unconfirmed"; a failure before it, or of another kind,
    /// is what it is; an error that is not SQLite's is never called an I/O error.
    @Test func failuresAreFiledByWhatTheyAre() {
        let fsync = DatabaseError(resultCode: ResultCode(rawValue: 1034))
        #expect(
            UserDataError(committing: true, fsync, path: "p") == .unconfirmed(path: "p", code: 1034)
        )
        #expect(
            UserDataError(committing: false, fsync, path: "p") == .sqlite(path: "p", code: 1034))
        let plain = DatabaseError(resultCode: .SQLITE_IOERR)
        #expect(
            UserDataError(committing: true, plain, path: "p") == .unconfirmed(path: "p", code: 10))
        let write = DatabaseError(resultCode: ResultCode(rawValue: 778))
        #expect(UserDataError(committing: true, write, path: "p") == .sqlite(path: "p", code: 778))
        let full = DatabaseError(resultCode: .SQLITE_FULL)
        #expect(UserDataError(committing: true, full, path: "p") == .sqlite(path: "p", code: 13))
        struct NotSQLite: Error {}
        let other = UserDataError(NotSQLite(), path: "p")
        guard case .unexpected = other else {
            Issue.record("filed as \(other)")
            return
        }
        #expect(!other.reason.contains("I/O"))
    }

    /// Issue 30, item 3: two instances open a database that is not there yet at the same
    /// moment; both must migrate it (one waits for the other) and both must be usable.
    @Test func twoOpensOfANewFileAtOnceBothSucceed() throws {
        let rounds = 30
        let failures = Locked<[String]>([])
        for round in 0..<rounds {
            let directory = try TemporaryDirectory()
            let path = directory.file(UserDatabase.fileName)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                do {
                    let database = try UserDatabaseTests.open(path)
                    try database.commit(
                        UserDataBatch(
                            catalog: Self.catalog,
                            cartChanges: [
                                .adjust(
                                    index == 0 ? Fixtures.beans : Fixtures.kettle, by: 1, price: nil
                                )
                            ]))
                } catch {
                    failures.update { $0.append("round \(round), opener \(index): \(error)") }
                }
            }
            let cart = try UserDatabaseTests.open(path).load(catalog: Self.catalog).0.cart
            if cart.itemCount != 2 { failures.update { $0.append("round \(round): \(cart)") } }
        }
        #expect(failures.value.isEmpty, "\(failures.value)")
    }

    /// Issue 30, item 5: every commit is synced (an order the user was told is placed is on
    /// the disk); GRDB's WAL set-up alone would pick NORMAL.
    @Test func commitsAreSyncedInFull() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let mode = try database.read { try Int.fetchOne($0, sql: "PRAGMA synchronous") }
        #expect(mode == 2, "PRAGMA synchronous is \(mode.map(String.init) ?? "unknown"), not FULL")
    }

    /// Issue 30, item 5: the last try at quit leaves the whole database in `aisle.sqlite` (the
    /// WAL checkpointed and emptied), so the file alone holds everything.
    @Test func quittingLeavesTheWALEmpty() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let store = UserDataStore(
            database: database, catalog: Self.catalog,
            cursor: try database.load(catalog: Self.catalog).1)
        store.submit(
            UserDataBatch(
                catalog: Self.catalog, cartChanges: [.adjust(Fixtures.beans, by: 2, price: nil)]),
            sequence: 1)
        store.drain()
        let wal = database.path + "-wal"
        #expect(try Self.size(of: wal) > 0, "the change is in the WAL before quitting")
        let done = DispatchSemaphore(value: 0)
        store.finish(by: .now() + .seconds(5)) { _, _ in done.signal() }
        done.wait()
        #expect(try Self.size(of: wal) == 0, "the WAL was checkpointed at quit")
        #expect(try database.load(catalog: Self.catalog).0.cart.quantity(of: Fixtures.beans) == 2)
    }

    static func size(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? -1
    }
}
