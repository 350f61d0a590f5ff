import Foundation
import ShopStorePostgres
import Storefront
import TestSupport
import Testing
import UserData

/// `aisle shop move --to URL`: a one-host shop's SQLite data copied into PostgreSQL, read there
/// by the store and by `aisle orders --database`, once however often it runs; a source or a
/// server that is not there is one line and status 1.
@Suite(
    "Shop move command", .timeLimit(.minutes(20)), .shopMoveCluster,
    .disabled(
        if: PostgresCluster.unavailable != nil,
        "PostgreSQL is not installed (no initdb); make test installs Debian's postgresql"))
struct ShopMoveCommandTests {
    static let stock = StockEdition(catalog: "bundled", edition: "e-1")

    /// `ShopOrdersCommandTests.shop` (Ada's A-1, 2 beans; Bob's A-2, 1 bean; both counted
    /// against `stock`), then A-1 shipped, and each customer with a cart and an address.
    static func shop(_ scratch: ScratchDirectory) throws -> String {
        let path = try ShopOrdersCommandTests.shop(scratch)
        for (customer, product, units) in [
            ("SHA256:ada", Fixtures.kettle, 1), ("SHA256:bob", Fixtures.decaf, 2),
        ] {
            let database = try #require(
                try UserDatabase.open(path: path, inspecting: false, customer: customer))
            var address = Fixtures.address
            address.name = customer == "SHA256:ada" ? "Ada Lovelace" : "Bob"
            try database.commit(
                UserDataBatch(
                    catalog: "bundled", cartChanges: [.adjust(product, by: units, price: 1200)],
                    profile: address))
            if customer == "SHA256:ada" {
                let shipped = try database.setStatus(
                    .shipped, of: OrderID("A-1"), at: "2026-05-03T09:00:00Z", by: "owner")
                #expect(throws: Never.self) { try shipped.get() }
            }
        }
        return path
    }

    /// The bytes of the SQLite file and its WAL, to show they were only read. A read-only
    /// connection to a database in WAL mode makes an empty WAL (and a -shm) when there is none:
    /// no WAL and an empty one hold the same, nothing.
    static func files(_ path: String) -> [[UInt8]] {
        [path, path + "-wal"].map { ScratchDirectory.contents(of: $0) ?? [] }
    }

    @Test(
        "two customers' orders, carts and addresses move; orders lists them; again copies nothing")
    func movesOnce() throws {
        let cluster = try #require(ShopMoveCluster.current)
        try cluster.createDatabase("moved")
        let url = cluster.url("moved")
        let scratch = try ScratchDirectory()
        let path = try Self.shop(scratch)
        let before = Self.files(path)

        let location = try PostgresLocation(url: url, environment: [:])
        let store = try PostgresShopStore.open(location)
        defer { store.close() }
        // The new shop's --on-order started before the move: the moved orders, which the old
        // shop never was to announce, must not be announced now.
        #expect(try store.startNotices(startedAt: "2026-01-01T00:00:00Z") == 0)

        let moved = try PlainRun.run(["shop", "move", "--to", url], scratch: scratch)
        #expect(moved.termination == .exited(0), "\(moved.error)")
        #expect(
            moved.output
                == "Copied 2 orders, 2 carts, 2 addresses, units ordered for 1 catalog edition; "
                + "0 already there (from \(path) to \(location.description))\n")
        #expect(moved.error == "")
        let after = Self.files(path)
        #expect(
            after == before,
            "the SQLite file was only read: \(before.map(\.count)) → \(after.map(\.count))"
        )

        let orders = try store.shopOrders()
        #expect(orders.unreadable == 0)
        #expect(orders.orders.map(\.order.id) == [OrderID("A-2"), OrderID("A-1")])
        #expect(orders.orders.map(\.customer) == ["SHA256:bob", "SHA256:ada"])
        let shipped = try #require(orders.orders.last)
        #expect(shipped.order.status == .shipped)
        #expect(shipped.history.map(\.status) == [.placed, .shipped])
        #expect(shipped.history.last?.by == "owner")
        #expect(try store.unitsOrdered(Self.stock) == [Fixtures.beans: 3])
        let ada = store.serving("SHA256:ada")
        #expect(try ada.order(placedWith: OrderKey("k-A-1"))?.id == OrderID("A-1"))
        let adaShop = try ada.load(catalog: "bundled", stock: Self.stock).0
        #expect(adaShop.cart.lines.map(\.product) == [Fixtures.kettle])
        #expect(adaShop.cart.lines.first?.priceWhenAdded == 1200)
        #expect(adaShop.profile?.name == "Ada Lovelace")
        let bobShop = try store.serving("SHA256:bob").load(catalog: "bundled", stock: nil).0
        #expect(bobShop.cart.lines.map(\.quantity) == [2])
        #expect(bobShop.orders.map(\.id) == [OrderID("A-2")])
        #expect(try store.pendingNotices(limit: 10).isEmpty)

        let listed = try PlainRun.run(["orders", "--database", url], scratch: scratch)
        #expect(listed.termination == .exited(0), "\(listed.error)")
        #expect(listed.output.contains("A-1") && listed.output.contains("A-2"), "\(listed.output)")

        let again = try PlainRun.run(
            ["shop", "move"], environment: ["AISLE_DATABASE_URL": url], scratch: scratch)
        #expect(again.termination == .exited(0), "\(again.error)")
        #expect(
            again.output
                == "Nothing to copy: 2 orders, 2 carts, 2 addresses, units ordered for 1 catalog "
                + "edition already there (from \(path) to \(location.description))\n")
        #expect(try store.shopOrders().orders.count == 2)
        #expect(try store.unitsOrdered(Self.stock) == [Fixtures.beans: 3])
    }

    @Test("saved screens move too; an order placed after the first move is all a second copies")
    func aLaterOrderIsCopiedAlone() throws {
        let cluster = try #require(ShopMoveCluster.current)
        try cluster.createDatabase("later")
        let url = cluster.url("later")
        let scratch = try ScratchDirectory()
        let path = try Self.shop(scratch)
        let screens = try scratch.directory(
            "state/aisle/customers/SHA256-" + String(repeating: "a", count: 43))
        try scratch.write(
            "{}", to: String(screens.dropFirst(scratch.path.count + 1)) + "/navigation.json")
        let first = try PlainRun.run(["shop", "move", "--to", url], scratch: scratch)
        #expect(first.termination == .exited(0), "\(first.error)")
        #expect(
            first.output.hasPrefix(
                "Copied 2 orders, 2 carts, 2 addresses, units ordered for 1 catalog edition, "
                    + "saved screens of 1 customer; 0 already there"), "\(first.output)")
        let store = try PostgresShopStore.open(try PostgresLocation(url: url, environment: [:]))
        defer { store.close() }
        let fingerprint = "SHA256:" + String(repeating: "a", count: 43)
        #expect(
            try store.serving(fingerprint).savedPath(limit: 1 << 20)
                == .bytes(Array("{}".utf8)))
        let database = try #require(
            try UserDatabase.open(path: path, inspecting: false, customer: "SHA256:ada"))
        let cart = try database.load(catalog: "bundled").0.cart
        let request = try #require(
            OrderRequest.make(
                key: OrderKey("k-A-3"), cart: cart, catalog: try Fixtures.catalog(),
                address: Fixtures.address, payment: .invoice))
        _ = try database.place(
            request, catalog: "bundled", placedAt: "2026-05-04T08:00:00Z", stock: nil,
            number: { OrderID("A-3") })
        let second = try PlainRun.run(["shop", "move", "--to", url], scratch: scratch)
        #expect(second.termination == .exited(0), "\(second.error)")
        #expect(second.output.hasPrefix("Copied 1 order; 7 already there ("), "\(second.output)")
    }

    @Test("customers' screens that cannot be read are one line and status 1, not 'none'")
    func unreadableScreensAreNotNone() throws {
        let cluster = try #require(ShopMoveCluster.current)
        try cluster.createDatabase("unreadable")
        let scratch = try ScratchDirectory()
        _ = try Self.shop(scratch)
        // Where the customers' directories should be, a file: it cannot be listed (as root,
        // for whom no mode keeps a directory from being read).
        _ = try scratch.directory("state/aisle")
        try scratch.write("not a directory", to: "state/aisle/customers")
        let run = try PlainRun.run(
            ["shop", "move", "--to", cluster.url("unreadable")], scratch: scratch)
        #expect(run.termination == .exited(1), "\(run.error)")
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 1, "\(run.error)")
        #expect(lines.first?.hasPrefix("aisle: could not read ") == true, "\(run.error)")
        #expect(run.error.contains("nothing was copied of them"), "\(run.error)")
    }

    @Test("a bad URL, a server not there, a missing SQLite file: one line each, status 1")
    func failuresAreOneLine() throws {
        let scratch = try ScratchDirectory()
        _ = try Self.shop(scratch)
        let badURL = try PlainRun.run(["shop", "move", "--to", "mysql://x/shop"], scratch: scratch)
        #expect(badURL.termination == .exited(1))
        #expect(
            badURL.error.hasPrefix("aisle: the database must be a URL such as "), "\(badURL.error)")
        #expect(badURL.error.split(separator: "\n").count == 1)

        let away = try PlainRun.run(
            ["shop", "move", "--to", "postgres://aisle@%2Fnonexistent:5432/shop"],
            scratch: scratch)
        #expect(away.termination == .exited(1))
        #expect(away.error.contains("is not answering"), "\(away.error)")
        #expect(away.error.split(separator: "\n").count == 1, "\(away.error)")
        #expect(away.output == "")

        let nowhere = scratch.file("nowhere")
        let missing = try PlainRun.run(
            ["shop", "move", "--data", nowhere, "--to", "postgres://aisle@%2Fnonexistent/shop"],
            scratch: scratch)
        #expect(missing.termination == .exited(1))
        #expect(
            missing.error.hasPrefix("aisle: no shop database at \(nowhere)/aisle.sqlite"),
            "\(missing.error)")
        #expect(missing.error.split(separator: "\n").count == 1)

        let noURL = try PlainRun.run(
            ["shop", "move"], environment: ["AISLE_DATABASE_URL": nil], scratch: scratch)
        #expect(noURL.termination == .exited(2))
        #expect(noURL.error.contains("--to takes the PostgreSQL database"), "\(noURL.error)")
    }
}

/// One throwaway PostgreSQL cluster for the suite (started only when PostgreSQL is there).
struct ShopMoveCluster: SuiteTrait, TestScoping {
    @TaskLocal static var current: PostgresCluster?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard PostgresCluster.unavailable == nil else { return try await function() }
        let cluster = try PostgresCluster.start()
        defer { cluster.stop() }
        try await Self.$current.withValue(cluster) { try await function() }
    }
}

extension Trait where Self == ShopMoveCluster {
    /// One throwaway PostgreSQL cluster for the suite.
    static var shopMoveCluster: Self { ShopMoveCluster() }
}
