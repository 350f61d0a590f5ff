import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import UserData

/// A database an earlier Aisle wrote (schema v1: one customer, no order keys, no status, no
/// stock counts) opens with everything in it, and then works like a new one.
@Suite(.timeLimit(.minutes(10))) struct UserSchemaMigrationTests {
    /// Writes a v1 database at `path`: a cart for two catalogs (the kettle added before the
    /// beans), order A-1 and a kept address, with v1's tables and nothing later.
    static func writeVersion1(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try UserSchema.migrator.migrate(queue, upTo: "v1")
        let order = String(decoding: try JSONEncoder().encode(Fixtures.order("A-1")), as: UTF8.self)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO cartLine (catalog, product, quantity, priceWhenAdded)
                        VALUES ('bundled', 'p-08', 1, NULL), ('bundled', 'p-01', 3, 1850),
                               ('/other.json', 'p-06', 2, NULL);
                    INSERT INTO placedOrder (number, placedAt, document)
                        VALUES ('A-1', '2026-05-01T08:00:00Z', ?);
                    INSERT INTO profile (id, name, email, street, city, postalCode, countryCode)
                        VALUES (1, 'Ada', 'ada@example.org', '1 Main St', 'Springfield',
                                '12345', 'US');
                    """, arguments: [order])
        }
    }

    @Test func aVersion1FileKeepsItsCartOrdersAndAddress() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        try Self.writeVersion1(path)
        let database = try UserDatabaseTests.open(path)
        #expect(!database.isReadOnly)
        let (snapshot, _) = try database.load(catalog: "bundled")
        #expect(snapshot.cart.lines.map(\.product) == [Fixtures.kettle, Fixtures.beans])
        #expect(snapshot.cart.quantity(of: Fixtures.beans) == 3)
        #expect(snapshot.cart.lines.last?.priceWhenAdded == 1850)
        #expect(snapshot.orders == [Fixtures.order("A-1")])
        #expect(snapshot.orders.first?.status == .placed)
        #expect(snapshot.profile == Fixtures.address)
        #expect(
            try database.load(catalog: "/other.json").0.cart.quantity(of: Fixtures.cookbook) == 2)
        // The rows were the one user's; a served shop's customers start with nothing.
        let customer = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        let theirs = try customer.load(catalog: "bundled").0
        #expect(theirs.cart.isEmpty && theirs.orders.isEmpty && theirs.profile == nil)
    }

    @Test func aMigratedFilePlacesOrdersWithKeysAndCountsStock() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        try Self.writeVersion1(path)
        let database = try UserDatabaseTests.open(path)
        let cart = try database.load(catalog: "bundled").0.cart
        var request = try Fixtures.request("k-1", cart: cart)
        request.stock = [Fixtures.beans: 10, Fixtures.kettle: 10]
        let edition = StockEdition(catalog: "bundled", edition: "import-1")
        var drawn: [OrderID] = ["A-2", "A-1"]
        let placed = try database.place(
            request, catalog: "bundled", placedAt: OrderPlacementDatabaseTests.placedAt,
            stock: edition, number: { drawn.popLast() ?? "A-3" }
        ).placement
        guard case .placed(let order) = placed else {
            Issue.record("not placed: \(placed)")
            return
        }
        #expect(order.id == "A-2", "A-1 was taken by the order from before the migration")
        #expect(try database.unitsOrdered(edition) == [Fixtures.beans: 3, Fixtures.kettle: 1])
        _ = try database.setStatus(.shipped, of: "A-1", at: "2026-05-02T09:00:00Z", by: "ann")
            .get()
        let saved = try database.load(catalog: "bundled").0
        #expect(saved.orders.map(\.id) == ["A-1", "A-2"])
        #expect(saved.orders.first?.status == .shipped)
    }

    @Test func inspectingAVersion1FileReadsItWithoutChangingIt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        try Self.writeVersion1(path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let database = try #require(try UserDatabase.open(path: path, inspecting: true))
        #expect(database.isReadOnly)
        let (snapshot, _) = try database.load(catalog: "bundled")
        #expect(snapshot.orders == [Fixtures.order("A-1")])
        #expect(snapshot.cart.lines.map(\.product) == [Fixtures.kettle, Fixtures.beans])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
