import Dispatch
import Storefront
import TestSupport
import Testing

@testable import UserData

/// Placing an order in the database: exactly once per key, only from the cart Review showed,
/// its lines out of the cart in the same transaction, each customer to their own rows.
@Suite(.timeLimit(.minutes(10))) struct OrderPlacementDatabaseTests {
    static let catalog = "bundled"
    static let placedAt = "2026-05-01T08:00:00Z"

    static func database(_ directory: borrowing TemporaryDirectory, customer: String = "") throws
        -> UserDatabase
    {
        guard
            let database = try UserDatabase.open(
                path: directory.file(UserDatabase.fileName), inspecting: false,
                customer: customer)
        else { throw TestFailure("no database") }
        return database
    }

    /// Adds `units` of each product to the cart on disk; returns the cart.
    @discardableResult
    static func fill(_ database: UserDatabase, _ units: [ProductID: Int]) throws -> Cart {
        try add(database, units)
        return try database.load(catalog: catalog).0.cart
    }

    static func add(_ database: UserDatabase, _ units: [ProductID: Int]) throws {
        try database.commit(
            UserDataBatch(
                catalog: catalog,
                cartChanges: units.sorted { $0.key < $1.key }.map {
                    .adjust($0.key, by: $0.value, price: nil)
                }))
    }

    static func place(_ database: UserDatabase, _ request: OrderRequest, number: OrderID = "A-1")
        throws -> Placement
    {
        try database.place(request, catalog: catalog, placedAt: placedAt, number: { number })
            .placement
    }

    @Test func anOrderTakesExactlyItsLinesOutOfTheCart() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.database(directory)
        let cart = try Self.fill(database, [Fixtures.beans: 3, Fixtures.kettle: 1])
        let placement = try Self.place(database, try Fixtures.request("k-1", cart: cart))
        guard case .placed(let order) = placement else {
            Issue.record("not placed: \(placement)")
            return
        }
        #expect(order.lines.map(\.quantity) == [3, 1])
        let (saved, _) = try database.load(catalog: Self.catalog)
        // Not one unit of an ordered line is left behind.
        #expect(saved.cart.isEmpty)
        #expect(saved.orders == [order])
    }

    @Test func theSameKeyPlacesOneOrderHoweverOftenItIsSent() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.database(directory)
        let cart = try Self.fill(database, [Fixtures.beans: 1])
        let request = try Fixtures.request("k-1", cart: cart)
        let first = try Self.place(database, request, number: "A-1")
        let again = try Self.place(database, request, number: "A-2")
        guard case .placed(let order) = first else {
            Issue.record("not placed: \(first)")
            return
        }
        #expect(again == .alreadyPlaced(order))
        #expect(try database.load(catalog: Self.catalog).0.orders.count == 1)
    }

    @Test func aCartChangedSinceReviewIsRefusedAndKept() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.database(directory)
        let shown = try Self.fill(database, [Fixtures.beans: 1])
        // Another window adds a unit after Review was drawn.
        let now = try Self.fill(database, [Fixtures.beans: 1])
        let placement = try Self.place(database, try Fixtures.request("k-1", cart: shown))
        #expect(placement == .cartChanged(now))
        let (saved, _) = try database.load(catalog: Self.catalog)
        #expect(saved.orders.isEmpty)
        #expect(saved.cart == now)
    }

    @Test func aTakenNumberIsDrawnAgain() throws {
        let directory = try TemporaryDirectory()
        let database = try Self.database(directory)
        try Self.fill(database, [Fixtures.beans: 1])
        _ = try Self.place(
            database,
            try Fixtures.request("k-1", cart: try database.load(catalog: Self.catalog).0.cart))
        let cart = try Self.fill(database, [Fixtures.kettle: 1])
        var numbers: [OrderID] = ["A-1", "A-1", "A-2"]
        let placement = try database.place(
            try Fixtures.request("k-2", cart: cart), catalog: Self.catalog,
            placedAt: Self.placedAt, number: { numbers.removeFirst() }
        ).placement
        guard case .placed(let order) = placement else {
            Issue.record("not placed: \(placement)")
            return
        }
        #expect(order.id == "A-2")
    }

    @Test func customersSeeAndChangeOnlyTheirOwnRows() throws {
        let directory = try TemporaryDirectory()
        let ada = try Self.database(directory, customer: "SHA256:ada")
        let bob = try Self.database(directory, customer: "SHA256:bob")
        let adas = try Self.fill(ada, [Fixtures.beans: 2])
        try Self.fill(bob, [Fixtures.kettle: 1])
        _ = try Self.place(ada, try Fixtures.request("k-ada", cart: adas))
        try ada.commit(UserDataBatch(catalog: Self.catalog, profile: Fixtures.address))
        let (bobs, _) = try bob.load(catalog: Self.catalog)
        #expect(bobs.cart.lines.map(\.product) == [Fixtures.kettle])
        #expect(bobs.orders.isEmpty)
        #expect(bobs.profile == nil)
        #expect(try bob.emptyCart(catalog: nil) == 1)
        #expect(try ada.load(catalog: Self.catalog).0.orders.count == 1)
    }

    /// Many connections placing orders from one cart at once: every unit is ordered at most
    /// once, and every order that was confirmed is kept.
    @Test(arguments: [2, 4, 8])
    func racingWindowsNeverOrderMoreThanWasAdded(windows: Int) throws {
        let directory = try TemporaryDirectory()
        let databases = try (0..<windows).map { _ in try Self.database(directory) }
        let added = Locked(0)
        let confirmed = Locked<[Order]>([])
        // Every placement answers (placed, or refused for a cart another window changed):
        // a test that dropped failures would pass with none placed at all.
        let failed = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: windows) { index in
            let database = databases[index]
            for round in 0..<5 {
                // Counted once the unit is in: another window's order may take it before this
                // one reads the cart back (the windows share one customer's cart).
                guard (try? Self.add(database, [Fixtures.beans: 1])) != nil else { continue }
                added.update { $0 += 1 }
                guard
                    let cart = try? database.load(catalog: Self.catalog).0.cart,
                    let request = try? Fixtures.request(OrderKey("k-\(index)-\(round)"), cart: cart)
                else { continue }
                do {
                    let placement = try database.place(
                        request, catalog: Self.catalog, placedAt: Self.placedAt,
                        number: { OrderID("A-\(index)-\(round)") }
                    ).placement
                    if case .placed(let order) = placement {
                        confirmed.update { $0.append(order) }
                    }
                } catch {
                    failed.update { $0.append("\(error)") }
                }
            }
        }
        let saved = try databases[0].load(catalog: Self.catalog).0
        let ordered = saved.orders.reduce(0) { $0 + $1.itemCount }
        #expect(ordered + saved.cart.itemCount == added.value)
        #expect(Set(confirmed.value.map(\.id)).isSubset(of: Set(saved.orders.map(\.id))))
        #expect(confirmed.value.count == saved.orders.count)
        #expect(failed.value.isEmpty, "placements failed: \(failed.value)")
        #expect(!confirmed.value.isEmpty, "no placement succeeded")
    }
}

/// A value several threads change.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = DispatchSemaphore(value: 1)
    init(_ value: Value) { stored = value }
    var value: Value {
        lock.wait()
        defer { lock.signal() }
        return stored
    }
    func update(_ body: (inout Value) -> Void) {
        lock.wait()
        defer { lock.signal() }
        body(&stored)
    }
}

/// The shop owner's side: every customer's orders, and shipping or cancelling one.
@Suite(.timeLimit(.minutes(10))) struct ShopOrdersTests {
    @Test func theOwnerSeesEveryCustomersOrdersNewestFirstAndShipsOne() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let bob = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        let owner = try OrderPlacementDatabaseTests.database(directory)
        for (customer, number) in [(ada, "A-1"), (bob, "A-2")] {
            let cart = try OrderPlacementDatabaseTests.fill(customer, [Fixtures.beans: 1])
            _ = try OrderPlacementDatabaseTests.place(
                customer, try Fixtures.request(OrderKey("k-\(number)"), cart: cart),
                number: OrderID(number))
        }
        let listed = try owner.shopOrders().orders
        #expect(listed.map(\.order.id) == ["A-2", "A-1"])
        #expect(listed.map(\.customer) == ["SHA256:bob", "SHA256:ada"])
        let at = "2026-05-02T09:00:00Z"
        let shipped = StatusChange(status: .shipped, at: at, by: "ann")
        #expect(try owner.setStatus(.shipped, of: "A-1", at: at, by: "ann").get().change == shipped)
        #expect(
            try owner.setStatus(.cancelled, of: "A-1", at: at, by: "ann")
                == .failure(.already("A-1", .shipped, shipped)))
        #expect(
            try owner.setStatus(.shipped, of: "A-9", at: at, by: "ann")
                == .failure(.noSuchOrder("A-9")))
        // Ada reads her order's new status; Bob's is untouched.
        #expect(try ada.load(catalog: "bundled").0.orders.map(\.status) == [.shipped])
        #expect(try bob.load(catalog: "bundled").0.orders.map(\.status) == [.placed])
    }
}

/// Stock that answers to orders: every customer's orders count against the catalog's stock
/// figures, per import of the catalog.
@Suite(.timeLimit(.minutes(10))) struct StockAnswersToOrdersTests {
    static let edition = StockEdition(catalog: "bundled", edition: "import-1")

    /// A request for `units` of the beans, of which the catalog holds `stock`.
    static func request(_ key: OrderKey, _ database: UserDatabase, units: Int, stock: Int) throws
        -> OrderRequest
    {
        let cart = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: units])
        var request = try Fixtures.request(key, cart: cart)
        request.stock = [Fixtures.beans: stock]
        return request
    }

    static func place(_ database: UserDatabase, _ request: OrderRequest, _ number: OrderID)
        throws -> Placement
    {
        try database.place(
            request, catalog: "bundled", placedAt: OrderPlacementDatabaseTests.placedAt,
            stock: edition, number: { number }
        ).placement
    }

    @Test func whatOthersOrderedIsNotSoldAgainAndTheCartIsAdjusted() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let bob = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        // Five in stock: Ada orders 2, Bob asks for 4 and is told 3 are left.
        guard
            case .placed = try Self.place(
                ada, try Self.request("k-ada", ada, units: 2, stock: 5), "A-1")
        else { throw TestFailure("Ada's order was not placed") }
        #expect(try ada.unitsOrdered(Self.edition) == [Fixtures.beans: 2])
        let short = try Self.place(bob, try Self.request("k-bob", bob, units: 4, stock: 5), "A-2")
        guard case .shortOfStock(let line, let left, let cart) = short else {
            Issue.record("placed beyond the stock: \(short)")
            return
        }
        #expect(line.product == Fixtures.beans)
        #expect(left == 3)
        #expect(cart.quantity(of: Fixtures.beans) == 3, "the cart lowered to what is left")
        #expect(try bob.load(catalog: "bundled").0.orders.isEmpty)
        // A new import (new stock figures) starts the count again.
        let next = StockEdition(catalog: "bundled", edition: "import-2")
        #expect(try ada.unitsOrdered(next).isEmpty)
    }
}

/// A key left behind in a session (a checkout restored in two windows, one of which ordered)
/// never confirms that order for another cart.
@Suite(.timeLimit(.minutes(10))) struct LeftoverKeyTests {
    @Test func aKeyThatPlacedOtherLinesIsRefusedNotConfirmed() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        let first = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        _ = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-1", cart: first))
        let second = try OrderPlacementDatabaseTests.fill(database, [Fixtures.kettle: 1])
        let placement = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-1", cart: second), number: "A-2")
        #expect(placement == .keyUsed)
        let saved = try database.load(catalog: OrderPlacementDatabaseTests.catalog).0
        #expect(saved.orders.count == 1)
        #expect(saved.cart == second, "the new cart is kept, to be ordered with a new key")
    }

    /// The same customer's key only: another customer's order is never found by it.
    @Test func aKeyIsLookedUpAmongTheCustomersOwnOrders() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let bob = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        let adas = try OrderPlacementDatabaseTests.fill(ada, [Fixtures.beans: 1])
        _ = try OrderPlacementDatabaseTests.place(ada, try Fixtures.request("k-1", cart: adas))
        let bobs = try OrderPlacementDatabaseTests.fill(bob, [Fixtures.beans: 1])
        #expect(throws: UserDataError.self) {
            // UNIQUE: a key is never reused, whoever holds it; nothing of Ada's is shown.
            _ = try OrderPlacementDatabaseTests.place(
                bob, try Fixtures.request("k-1", cart: bobs), number: "A-2")
        }
    }
}

/// The edges of placing: nothing left at all, a database only read, other catalogs' carts.
@Suite(.timeLimit(.minutes(10))) struct PlacementEdgeTests {
    @Test func aLineWithNothingLeftLeavesTheCartAndNothingIsPlaced() throws {
        let directory = try TemporaryDirectory()
        let ada = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:ada")
        let bob = try OrderPlacementDatabaseTests.database(directory, customer: "SHA256:bob")
        guard
            case .placed = try StockAnswersToOrdersTests.place(
                ada, try StockAnswersToOrdersTests.request("k-ada", ada, units: 2, stock: 2), "A-1")
        else { throw TestFailure("Ada's order was not placed") }
        let request = try StockAnswersToOrdersTests.request("k-bob", bob, units: 1, stock: 2)
        let short = try StockAnswersToOrdersTests.place(bob, request, "A-2")
        guard case .shortOfStock(let line, let left, let cart) = short else {
            Issue.record("placed beyond the stock: \(short)")
            return
        }
        #expect(line.product == Fixtures.beans && left == 0)
        #expect(cart.isEmpty, "a line with nothing left is removed, not kept at zero")
        let saved = try bob.load(catalog: OrderPlacementDatabaseTests.catalog).0
        #expect(saved.cart.isEmpty && saved.orders.isEmpty)
        #expect(try ada.unitsOrdered(StockAnswersToOrdersTests.edition) == [Fixtures.beans: 2])
    }

    @Test func aDatabaseOnlyReadRefusesToPlaceAndKeepsTheCart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file(UserDatabase.fileName)
        let database = try UserDatabaseTests.open(path)
        let cart = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        try database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
        }
        let newer = try UserDatabaseTests.open(path)
        #expect(throws: UserDataError.readOnly(path: path)) {
            try OrderPlacementDatabaseTests.place(newer, try Fixtures.request("k-1", cart: cart))
        }
        #expect(try newer.load(catalog: OrderPlacementDatabaseTests.catalog).0.cart == cart)
    }

    @Test func anOrderLeavesOtherCatalogsCartsAlone() throws {
        let directory = try TemporaryDirectory()
        let database = try OrderPlacementDatabaseTests.database(directory)
        try database.commit(
            UserDataBatch(
                catalog: "/other.json", cartChanges: [.adjust(Fixtures.beans, by: 4, price: nil)]))
        let cart = try OrderPlacementDatabaseTests.fill(database, [Fixtures.beans: 1])
        let placement = try OrderPlacementDatabaseTests.place(
            database, try Fixtures.request("k-1", cart: cart))
        guard case .placed = placement else {
            Issue.record("not placed: \(placement)")
            return
        }
        #expect(try database.load(catalog: OrderPlacementDatabaseTests.catalog).0.cart.isEmpty)
        let other = try database.load(catalog: "/other.json").0.cart
        #expect(other.quantity(of: Fixtures.beans) == 4, "the same product in another catalog")
    }
}
