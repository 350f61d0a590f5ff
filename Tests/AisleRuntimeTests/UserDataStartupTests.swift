import AisleApp
import AisleRuntime
import Glibc
import StateFiles
import Storefront
import TestSupport
import Testing

@testable import UserData

/// Start-up and the user's database: moving the old files in once, a damaged or newer
/// database, and the address that `--fresh` keeps.
@Suite(.timeLimit(.minutes(10))) struct UserDataStartupTests {
    static let cartJSON =
        #"{"format":"aisle.cart","version":1,"lines":[{"product":"t-1","quantity":2}]}"#

    @Test func oldFilesMoveInOnceAndAreKeptAsMigrated() throws {
        let scratch = try RuntimeScratch()
        let orders = try #require(OrdersDocument.encode([PersistenceTests.order]))
        try scratch.put(Self.cartJSON, at: scratch.cart)
        try scratch.put(String(decoding: orders, as: UTF8.self), at: scratch.orders)
        let first = try scratch.startup()
        #expect(first.notices.isEmpty, "\(first.notices)")
        #expect(first.state.cart.quantity(of: "t-1") == 2)
        #expect(first.state.orders == [PersistenceTests.order])
        #expect(!Disk.exists(scratch.cart) && !Disk.exists(scratch.orders))
        #expect(Disk.contents(scratch.orders + ".migrated") == orders, "kept byte for byte")
        // An older Aisle run meanwhile writes cart.json again: its lines do not double.
        try scratch.put(Self.cartJSON, at: scratch.cart)
        let second = try scratch.startup()
        #expect(second.state.cart.quantity(of: "t-1") == 2)
        #expect(second.state.orders.count == 1)
        let names = Disk.names(in: scratch.directory.file("data/aisle"))
        #expect(names.filter { $0.hasPrefix("cart.json.migrated") }.count == 2, "\(names)")
    }

    @Test func aDamagedDatabaseIsKeptAsideAndAFreshOneStarted() throws {
        let scratch = try RuntimeScratch()
        try scratch.put(String(repeating: "garbage ", count: 512), at: scratch.database)
        let startup = try scratch.startup()
        let notice = try #require(startup.notices.first { $0.contains("was damaged") })
        #expect(notice.contains(scratch.database + ".corrupt-"), "names the kept file: \(notice)")
        let kept = Disk.names(in: scratch.directory.file("data/aisle")).filter {
            $0.hasPrefix("aisle.sqlite.corrupt-")
        }
        #expect(kept.count == 1)
        var onProduct = startup
        onProduct.state.open([.product(id: "t-1")])
        _ = scratch.run(onProduct, [.key(.character("a")), .quit])
        #expect(try scratch.savedData().cart.quantity(of: "t-1") == 1, "the new one is used")
    }

    @Test func aDatabaseFromANewerAisleIsShownButNeverWritten() throws {
        let scratch = try RuntimeScratch()
        try scratch.makeDirectory(of: scratch.database)
        guard let database = try UserDatabase.open(path: scratch.database, inspecting: false)
        else { throw TestFailure("no database") }
        try database.importLegacy(cart: Cart(), orders: [PersistenceTests.order], profile: nil)
        // What a newer Aisle's schema looks like to this build: a migration it does not know.
        try database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        let before = Disk.contents(scratch.database)
        var startup = try scratch.startup()
        #expect(startup.notices.contains { $0.contains("is from a newer Aisle") })
        #expect(startup.state.orders == [PersistenceTests.order])
        startup.state.open([.product(id: "t-1")])
        let (_, loop, _) = scratch.run(startup, [.key(.character("a")), .quit])
        #expect(loop.warnings.contains { $0.contains("newer Aisle") })
        #expect(loop.lostChanges, "aisle exits with status 1")
        #expect(Disk.contents(scratch.database) == before, "never rewritten")
        #expect(try scratch.savedData().cart.isEmpty, "nor written through its WAL")
    }

    @Test func theAddressOutlivesAFreshStartAndAReset() throws {
        let scratch = try RuntimeScratch()
        var first = try scratch.startup()
        let address = ShippingAddress(name: "Grace", city: "Köln")
        first.state.draft.shipping.fill(from: address)
        // As the run loop does with the reducer's `Effect.saveAddress`.
        first.persistence.keepAddress(address)
        first.persistence.flush(first.state)
        // The address goes to the database on its own queue: wait for it, as quitting does.
        first.persistence.drain()
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("no session saved") }
        #expect(saved.checkout?.shipping.name.text == "", "the session file holds no address")
        let fresh = try scratch.startup(.fresh)
        #expect(fresh.state.draft.shipping.name.text == "Grace")
        let locations = Persistence.Locations(try XDGDirectories(environment: scratch.environment))
        _ = StateReset.reset(locations, includingCart: true)
        #expect(try scratch.startup().state.draft.shipping.city.text == "Köln")
    }
}
