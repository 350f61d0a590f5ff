import Dispatch
import Storefront
import Synchronization
import TestSupport
import Testing
import UserData

/// The shop store's promises, each a function of a maker of fresh shops, run by one suite per
/// engine (`SQLiteContractTests`, `PostgresContractTests`): whatever the engine, an order is
/// placed exactly once per key, refused when the cart changed or the stock ran out, customers
/// see only their own rows, a cancellation restocks, and a status is changed once.
enum ShopStoreContract {
    static let catalog = "bundled"
    static let placedAt = "2026-05-01T08:00:00Z"
    static let edition = StockEdition(catalog: "bundled", edition: "import-1")

    /// Adds `units` of each product to `store`'s cart; returns the cart as stored.
    @discardableResult
    static func fill(_ store: any ShopStore, _ units: [ProductID: Int]) throws -> Cart {
        try store.commit(
            UserDataBatch(
                catalog: catalog,
                cartChanges: units.sorted { $0.key < $1.key }.map {
                    .adjust($0.key, by: $0.value, price: nil)
                }))
        return try store.load(catalog: catalog, stock: nil).0.cart
    }

    /// A request for `store`'s cart of `units` beans, of which `stock` are in stock.
    static func request(_ key: OrderKey, _ store: any ShopStore, units: Int, stock: Int? = nil)
        throws -> OrderRequest
    {
        var request = try Fixtures.request(key, cart: try fill(store, [Fixtures.beans: units]))
        if let stock { request.stock = [Fixtures.beans: stock] }
        return request
    }

    static func place(_ store: any ShopStore, _ request: OrderRequest, _ number: OrderID)
        throws -> Placement
    {
        try store.place(
            request, catalog: catalog, placedAt: placedAt, stock: edition, number: { number }
        ).placement
    }

    static func placedOncePerKey(_ shop: ShopStoreMaker) throws {
        let store = try shop.store("SHA256:ada")
        let request = try request("k-1", store, units: 2)
        let first = try place(store, request, "A-1")
        guard case .placed(let order) = first else { throw TestFailure("not placed: \(first)") }
        // Sent again (Enter twice, a commit retried): that order, and nothing new.
        #expect(try place(store, request, "A-2") == .alreadyPlaced(order))
        let saved = try store.load(catalog: catalog, stock: edition).0
        #expect(saved.orders == [order])
        #expect(saved.cart.isEmpty)
        #expect(saved.ordered == [Fixtures.beans: 2], "counted once")
    }

    static func placedOnceWhenSentAtOnce(_ shop: ShopStoreMaker) throws {
        let request = try request("k-race", try shop.store("SHA256:ada"), units: 1)
        // Eight sessions of one customer send the same checkout at the same moment.
        let stores = try (0..<8).map { _ in try shop.store("SHA256:ada") }
        let placements = Mutex<[Placement]>([])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: stores.count) { index in
            do {
                let placed = try place(stores[index], request, OrderID("A-\(index)"))
                placements.withLock { $0.append(placed) }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let all = placements.withLock { $0 }
        #expect(all.filter { if case .placed = $0 { true } else { false } }.count == 1)
        #expect(
            all.allSatisfy {
                switch $0 {
                case .placed, .alreadyPlaced: true
                default: false
                }
            })
        #expect(try shop.store().shopOrders().orders.count == 1)
    }

    static func anUnansweredOrderIsResolvedByItsKey(_ shop: ShopStoreMaker) throws {
        let store = try shop.store("SHA256:ada")
        let request = try request("k-1", store, units: 1)
        guard case .placed(let order) = try place(store, request, "A-1") else {
            throw TestFailure("not placed")
        }
        // The commit's answer was lost: the key says what became of it.
        #expect(try store.resolve("k-1", catalog: catalog) == order)
        #expect(try store.resolve("k-never", catalog: catalog) == nil)
        #expect(try shop.store("SHA256:bob").resolve("k-1", catalog: catalog) == nil)
        #expect(try store.shopOrders().orders.count == 1, "still only once")
    }

    static func refusedWhenTheCartChanged(_ shop: ShopStoreMaker) throws {
        let store = try shop.store()
        let shown = try fill(store, [Fixtures.beans: 1])
        let now = try fill(store, [Fixtures.beans: 1])
        let placement = try place(store, try Fixtures.request("k-1", cart: shown), "A-1")
        #expect(placement == .cartChanged(now))
        #expect(try store.load(catalog: catalog, stock: nil).0.orders.isEmpty)
    }

    static func refusedWhenTheStockRanOut(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        let bob = try shop.store("SHA256:bob")
        guard case .placed = try place(ada, try request("k-ada", ada, units: 2, stock: 5), "A-1")
        else { throw TestFailure("Ada's order was not placed") }
        let short = try place(bob, try request("k-bob", bob, units: 4, stock: 5), "A-2")
        guard case .shortOfStock(_, let left, let cart) = short else {
            throw TestFailure("placed beyond the stock: \(short)")
        }
        #expect(left == 3)
        #expect(cart.quantity(of: Fixtures.beans) == 3, "the cart lowered to what is left")
        #expect(try bob.load(catalog: catalog, stock: nil).0.orders.isEmpty)
    }

    static func neverOversoldWhenRacing(_ shop: ShopStoreMaker) throws {
        // Ten customers, one unit each, three in stock, all at once.
        let stores = try (0..<10).map { try shop.store("SHA256:c\($0)") }
        let requests = try stores.enumerated().map {
            try request(OrderKey("k-\($0.offset)"), $0.element, units: 1, stock: 3)
        }
        let placed = Atomic<Int>(0)
        let short = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: stores.count) { index in
            switch try? place(stores[index], requests[index], OrderID("A-\(index)")) {
            case .placed: placed.add(1, ordering: .relaxed)
            case .shortOfStock: short.add(1, ordering: .relaxed)
            default: break
            }
        }
        #expect(placed.load(ordering: .relaxed) == 3)
        #expect(short.load(ordering: .relaxed) == 7, "each refused one told the truth")
        #expect(try stores[0].unitsOrdered(edition) == [Fixtures.beans: 3])
    }

    static func customersAreIsolated(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        let bob = try shop.store("SHA256:bob")
        let request = try request("k-ada", ada, units: 1)
        guard case .placed = try place(ada, request, "A-1") else {
            throw TestFailure("Ada's order was not placed")
        }
        try fill(ada, [Fixtures.kettle: 1])
        try ada.commit(UserDataBatch(catalog: catalog, profile: Fixtures.address))
        let bobs = try bob.load(catalog: catalog, stock: nil).0
        #expect(bobs.cart.isEmpty)
        #expect(bobs.orders.isEmpty)
        #expect(bobs.profile == nil)
        #expect(try bob.order(placedWith: "k-ada") == nil)
        #expect(try ada.order(placedWith: "k-ada") != nil)
        #expect(try bob.emptyCart(catalog: nil) == 0, "Bob's reset leaves Ada's cart")
        #expect(try ada.load(catalog: catalog, stock: nil).0.cart.lines.count == 1)
    }

    static func cancellingRestocks(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        guard case .placed = try place(ada, try request("k-1", ada, units: 2, stock: 2), "A-1")
        else { throw TestFailure("not placed") }
        let owner = try shop.store()
        let outcome = try owner.setStatus(.cancelled, of: "A-1", at: placedAt, by: "owner")
        #expect((try? outcome.get())?.restocked == true)
        #expect(try owner.unitsOrdered(edition) == [Fixtures.beans: 0])
        let order = try #require(try owner.shopOrder("A-1"))
        #expect(order.order.status == .cancelled)
        #expect(order.history.map(\.status) == [.placed, .cancelled])
        #expect(order.customer == "SHA256:ada")
    }

    static func statusIsChangedOnce(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        guard case .placed = try place(ada, try request("k-1", ada, units: 1), "A-1") else {
            throw TestFailure("not placed")
        }
        let (_, cursor) = try ada.load(catalog: catalog, stock: edition)
        let owner = try shop.store()
        #expect((try? owner.setStatus(.shipped, of: "A-1", at: placedAt, by: "ada").get()) != nil)
        for status in [OrderStatus.shipped, .cancelled] {
            guard
                case .failure(.already(_, .shipped, _)) = try owner.setStatus(
                    status, of: "A-1", at: placedAt, by: "bob")
            else { throw TestFailure("changed twice") }
        }
        #expect(
            try owner.setStatus(.shipped, of: "A-9", at: placedAt, by: "ada")
                == .failure(.noSuchOrder("A-9")))
        let (change, _) = try ada.changes(since: cursor, catalog: catalog, stock: edition)
        #expect(change?.statuses == ["A-1": .shipped], "the customer's session sees it")
    }

    /// A watcher (the desk, the `--on-order` feed) reads again only when the data version
    /// moved: another owner's status change must move it, or the desk keeps showing "placed".
    static func aStatusChangeMovesTheDataVersion(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        guard case .placed = try place(ada, try request("k-1", ada, units: 1), "A-1") else {
            throw TestFailure("not placed")
        }
        let desk = try shop.store()
        let before = try desk.dataVersion()
        let other = try shop.store()
        #expect((try? other.setStatus(.shipped, of: "A-1", at: placedAt, by: "bob").get()) != nil)
        #expect(try desk.dataVersion() != before, "the desk reads the ship again")
    }
}
