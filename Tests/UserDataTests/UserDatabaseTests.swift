import Glibc
import Storefront
import TestSupport
import Testing

@testable import UserData

/// The database on its own: creation, modes, transactions, reading back.
@Suite(.timeLimit(.minutes(10))) struct UserDatabaseTests {
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

    @Test func cartAndProfileReadBackAsWritten() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.open(directory.file(UserDatabase.fileName))
        let address = ShippingAddress(name: "Ada", countryCode: "GB")
        try database.commit(
            UserDataBatch(
                catalog: "bundled",
                cartChanges: [
                    .adjust(Fixtures.beans, by: 2, price: 1850),
                    .adjust(Fixtures.kettle, by: 1, price: nil),
                ], profile: address))
        let (snapshot, _) = try database.load(catalog: "bundled")
        #expect(snapshot.cart.lines.map(\.product) == [Fixtures.beans, Fixtures.kettle])
        #expect(snapshot.cart.quantity(of: Fixtures.beans) == 2)
        #expect(snapshot.cart.lines.first?.priceWhenAdded == 1850)
        #expect(snapshot.profile == address)
        #expect(try database.load(catalog: "/other.json").0.cart.isEmpty)
    }

    /// The database applies a change with the cart's own rule, to the line as it is on disk.
    @Test func changesFollowTheCartsRulesOnTheLineOnDisk() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.open(directory.file(UserDatabase.fileName))
        let changes: [CartChange] = [
            .adjust(Fixtures.beans, by: 998, price: 1850),
            .adjust(Fixtures.beans, by: 5, price: nil),
            .adjust(Fixtures.kettle, by: 1, price: 4999),
            .adjust(Fixtures.kettle, by: -3, price: nil),
            .adjust(Fixtures.cookbook, by: -1, price: nil), .adjust("p-07", by: 2, price: nil),
            .remove("p-07"),
        ]
        try database.commit(UserDataBatch(catalog: "bundled", cartChanges: changes))
        let saved = try database.load(catalog: "bundled").0.cart
        #expect(saved == Cart().applying(changes))
        #expect(saved.lines.map(\.quantity) == [CartLine.maximumQuantity, 1])
    }

    @Test func aFailingBatchLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.open(directory.file(UserDatabase.fileName))
        try database.write { db in
            // A trigger makes the second line fail after the first was written.
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON cartLine WHEN NEW.product = 'p-08'
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        #expect(throws: UserDataError.self) {
            try database.commit(
                UserDataBatch(
                    catalog: "bundled",
                    cartChanges: [
                        .adjust(Fixtures.beans, by: 1, price: nil),
                        .adjust(Fixtures.kettle, by: 1, price: nil),
                    ], profile: Fixtures.address))
        }
        let (snapshot, _) = try database.load(catalog: "bundled")
        #expect(snapshot.cart.isEmpty)
        #expect(snapshot.profile == nil)
    }

    @Test func anotherConnectionsCommitsAreSeenAndOurOwnAreNot() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let first = try Self.open(path)
        let second = try Self.open(path)
        let firstCursor = try first.load(catalog: "bundled").1
        try first.commit(
            UserDataBatch(
                catalog: "bundled", cartChanges: [.adjust(Fixtures.beans, by: 1, price: nil)]))
        let (own, _) = try first.changes(since: firstCursor, catalog: "bundled")
        #expect(own == nil)
        try second.commit(
            UserDataBatch(
                catalog: "bundled", cartChanges: [.adjust(Fixtures.kettle, by: 1, price: nil)]))
        let both = try second.load(catalog: "bundled").0.cart
        _ = try second.place(
            try Fixtures.request("k-2", cart: both), catalog: "bundled",
            placedAt: "2026-05-01T08:00:00Z", number: { "A-2" })
        let (seen, next) = try first.changes(since: firstCursor, catalog: "bundled")
        #expect(seen?.newOrders.map(\.id.rawValue) == ["A-2"])
        #expect(seen?.cart.isEmpty == true, "the order took both lines")
        let (again, _) = try first.changes(since: next, catalog: "bundled")
        #expect(again == nil)
    }

    @Test func anAddressSavedByAnotherConnectionIsPartOfTheChange() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let first = try Self.open(path)
        let second = try Self.open(path)
        let cursor = try first.load(catalog: "bundled").1
        try second.commit(UserDataBatch(catalog: "bundled", profile: Fixtures.address))
        let (seen, _) = try first.changes(since: cursor, catalog: "bundled")
        #expect(seen?.profile == Fixtures.address)
    }

    @Test func aDatabaseFromANewerAisleIsOnlyRead() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let database = try Self.open(path)
        try database.importLegacy(cart: Cart(), orders: [Fixtures.order("A-1")], profile: nil)
        try database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        let newer = try Self.open(path)
        #expect(newer.isReadOnly)
        #expect(try newer.load(catalog: "bundled").0.orders.count == 1)
        #expect(throws: UserDataError.readOnly(path: path)) {
            try newer.commit(
                UserDataBatch(catalog: "bundled", cartChanges: [.remove(Fixtures.beans)]))
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
