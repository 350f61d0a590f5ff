import Glibc
import Storefront
import TestSupport
import Testing

@testable import UserData

/// The database on its own: creation, modes, transactions, reading back.
@Suite struct UserDatabaseTests {
    static func open(_ path: String, inspecting: Bool = false) throws -> UserDatabase {
        guard let database = try UserDatabase.open(path: path, inspecting: inspecting) else {
            throw TestFailure("no database at \(path)")
        }
        return database
    }

    @Test func aNewDatabaseIsPrivateAndInWALMode() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let database = try Self.open(path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let mode = try database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func inspectingCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        #expect(try UserDatabase.open(path: path, inspecting: true) == nil)
        #expect(access(path, F_OK) != 0)
    }

    @Test func ordersCartAndProfileReadBackAsWritten() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.open(directory.file(UserDatabase.fileName))
        var cursor = SyncCursor()
        let address = ShippingAddress(name: "Ada", countryCode: "GB")
        try database.commit(
            UserDataBatch(
                catalog: "bundled",
                cartChanges: [
                    .adjust(Fixtures.beans, delta: 2, priceWhenAdded: 1850, removingEmpty: false),
                    .adjust(Fixtures.kettle, delta: 1, priceWhenAdded: nil, removingEmpty: false),
                ],
                newOrders: [Fixtures.order("A-1"), Fixtures.order("A-2")], profile: address),
            cursor: &cursor)
        let (snapshot, _) = try database.load(catalog: "bundled")
        #expect(snapshot.cart.lines.map(\.product) == [Fixtures.beans, Fixtures.kettle])
        #expect(snapshot.cart.quantity(of: Fixtures.beans) == 2)
        #expect(snapshot.cart.lines.first?.priceWhenAdded == 1850)
        #expect(snapshot.orders.map(\.id.rawValue) == ["A-1", "A-2"])
        #expect(snapshot.orders.first == Fixtures.order("A-1"))
        #expect(snapshot.profile == address)
        #expect(try database.load(catalog: "/other.json").0.cart.isEmpty)
    }

    @Test func aFailingBatchLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.open(directory.file(UserDatabase.fileName))
        try database.write { db in
            // A trigger makes the cart part fail after the order was inserted.
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON cartLine
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        var cursor = SyncCursor()
        #expect(throws: UserDataError.self) {
            try database.commit(
                UserDataBatch(
                    catalog: "bundled",
                    cartChanges: [
                        .adjust(Fixtures.beans, delta: 1, priceWhenAdded: nil, removingEmpty: false)
                    ],
                    newOrders: [Fixtures.order("A-1")]),
                cursor: &cursor)
        }
        #expect(try database.load(catalog: "bundled").0.orders.isEmpty)
    }

    @Test func anotherConnectionsCommitsAreSeenAndOurOwnAreNot() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let first = try Self.open(path)
        let second = try Self.open(path)
        var firstCursor = try first.load(catalog: "bundled").1
        var secondCursor = try second.load(catalog: "bundled").1
        try first.commit(
            UserDataBatch(catalog: "bundled", newOrders: [Fixtures.order("A-1")]),
            cursor: &firstCursor)
        let (own, _) = try first.changes(since: firstCursor, catalog: "bundled")
        #expect(own == nil)
        try second.commit(
            UserDataBatch(
                catalog: "bundled",
                cartChanges: [
                    .adjust(Fixtures.beans, delta: 1, priceWhenAdded: nil, removingEmpty: false)
                ], newOrders: [Fixtures.order("A-2")]),
            cursor: &secondCursor)
        let (seen, next) = try first.changes(since: firstCursor, catalog: "bundled")
        #expect(seen?.newOrders.map(\.id.rawValue) == ["A-2"])
        #expect(seen?.cart.quantity(of: Fixtures.beans) == 1)
        let (again, _) = try first.changes(since: next, catalog: "bundled")
        #expect(again == nil)
        // The first instance sees the second's order, not its own again.
        let (secondSees, _) = try second.changes(since: secondCursor, catalog: "bundled")
        #expect(secondSees?.newOrders.map(\.id.rawValue) == ["A-1"])
    }

    @Test func aDatabaseFromANewerAisleIsOnlyRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let database = try Self.open(path)
        var cursor = SyncCursor()
        try database.commit(
            UserDataBatch(catalog: "bundled", newOrders: [Fixtures.order("A-1")]), cursor: &cursor)
        try database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        let newer = try Self.open(path)
        #expect(newer.isReadOnly)
        #expect(try newer.load(catalog: "bundled").0.orders.count == 1)
        var newerCursor = SyncCursor()
        #expect(throws: UserDataError.self) {
            try newer.commit(
                UserDataBatch(catalog: "bundled", newOrders: [Fixtures.order("A-2")]),
                cursor: &newerCursor)
        }
    }

    @Test func aFileThatIsNotADatabaseIsCorrupt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        try Disk.put(Array(String(repeating: "not a database ", count: 100).utf8), at: path)
        #expect {
            _ = try UserDatabase.open(path: path, inspecting: false)
        } throws: { error in
            guard case .corrupt = error as? UserDataError else { return false }
            return true
        }
        let kept = try UserDatabase.setAside(path: path, stamp: "20261126T000000Z")
        #expect(access(kept, F_OK) == 0)
        #expect(try Self.open(path).load(catalog: "bundled").0.orders.isEmpty)
    }

    @Test func aSymbolicLinkIsNeverOpened() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        #expect(symlink(directory.file("elsewhere"), path) == 0)
        #expect(throws: UserDataError.notRegularFile(path: path)) {
            _ = try UserDatabase.open(path: path, inspecting: false)
        }
        #expect(access(directory.file("elsewhere"), F_OK) != 0)
    }
}
