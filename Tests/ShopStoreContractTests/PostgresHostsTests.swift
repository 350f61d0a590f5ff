import Dispatch
import Storefront
import Synchronization
import TestSupport
import Testing
import UserData

@testable import ShopStorePostgres

#if canImport(Glibc)
    import Glibc
#endif

/// Several hosts of one shop on PostgreSQL: one catalog edition for the shop, and every
/// writing transaction told to every other host's listeners (`NOTIFY aisle_shop`).
extension PostgresContractTests {
    /// A host of its own on `name`'s database: its own pool, as another machine would have.
    static func host(_ name: String, customer: String = "") throws -> PostgresShopStore {
        let cluster = try #require(PostgresClusterScope.current)
        let location = try PostgresLocation(url: cluster.url(name), environment: [:])
        return try PostgresShopStore.open(location, customer: customer, maximumConnections: 2)
    }

    /// Whether `condition` holds within `seconds` of real time (looked at every 10 ms): a
    /// bound for a loaded machine, never a measure.
    static func eventually(within seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let end = DispatchTime.now() + seconds
        while DispatchTime.now() < end {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    @Test func theShopsCatalogEditionIsRecordedAgreedRefusedOrMoved() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("editions")
        let first = try Self.host("editions")
        defer { first.close() }
        let second = try Self.host("editions")
        defer { second.close() }
        #expect(try first.claimCatalogEdition("e1", moving: false) == .recorded)
        #expect(try second.claimCatalogEdition("e1", moving: false) == .agreed)
        #expect(try second.claimCatalogEdition("e2", moving: false) == .refused(shop: "e1"))
        #expect(try cluster.psql("editions", "SELECT edition FROM shopCatalog") == "e1\n")
        #expect(try second.claimCatalogEdition("e2", moving: true) == .moved(from: "e1"))
        #expect(try first.claimCatalogEdition("e1", moving: false) == .refused(shop: "e2"))
    }

    @Test func anOrderCountedInAnEditionTheShopLeftIsRefused() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("moved")
        let ada = try Self.host("moved", customer: "SHA256:ada")
        defer { ada.close() }
        let owner = try Self.host("moved")
        defer { owner.close() }
        let old = ShopStoreContract.edition
        #expect(try owner.claimCatalogEdition(old.edition, moving: false) == .recorded)
        let first = try ShopStoreContract.request("k-1", ada, units: 1, stock: 5)
        guard case .placed = try ShopStoreContract.place(ada, first, "A-1") else {
            throw TestFailure("not placed")
        }
        // Another host moves the shop to a new file while Ada's session counts in the old one.
        #expect(
            try owner.claimCatalogEdition("import-2", moving: true) == .moved(from: old.edition))
        let second = try ShopStoreContract.request("k-2", ada, units: 2, stock: 5)
        #expect(try ShopStoreContract.place(ada, second, "A-2") == .catalogMoved)
        let saved = try ada.load(catalog: ShopStoreContract.catalog, stock: old).0
        #expect(saved.cart.quantity(of: Fixtures.beans) == 2, "the cart as it was")
        #expect(saved.orders.map(\.id) == ["A-1"])
        #expect(saved.ordered == [Fixtures.beans: 1], "nothing more counted in the old edition")
    }

    @Test func anOrderOnOneHostWakesAnotherHostsWatcher() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("notify")
        let buyer = try Self.host("notify", customer: "SHA256:ada")
        defer { buyer.close() }
        let watcher = try Self.host("notify", customer: "SHA256:bob")
        defer { watcher.close() }
        let told = Atomic<Int>(0)
        watcher.watchChanges { told.add(1, ordering: .relaxed) }
        // Told once when listening starts.
        #expect(Self.eventually { told.load(ordering: .relaxed) >= 1 })
        let before = told.load(ordering: .relaxed)
        let request = try ShopStoreContract.request("k-1", buyer, units: 1, stock: 5)
        // Ada's cart is hers: Bob's session does not show it, so only the order wakes him.
        guard case .placed = try ShopStoreContract.place(buyer, request, "A-1") else {
            throw TestFailure("not placed")
        }
        #expect(Self.eventually { told.load(ordering: .relaxed) > before })
    }

    @Test func aCartChangeWakesOnlyItsOwnCustomersWatchers() throws {
        let cluster = try #require(PostgresClusterScope.current)
        try cluster.createDatabase("carts")
        let phone = try Self.host("carts", customer: "SHA256:ada")
        defer { phone.close() }
        let laptop = try Self.host("carts", customer: "SHA256:ada")
        defer { laptop.close() }
        let told = Atomic<Int>(0)
        laptop.watchChanges { told.add(1, ordering: .relaxed) }
        #expect(Self.eventually { told.load(ordering: .relaxed) >= 1 })
        let before = told.load(ordering: .relaxed)
        try ShopStoreContract.fill(phone, [Fixtures.beans: 1])
        #expect(Self.eventually { told.load(ordering: .relaxed) > before })
    }
}

/// What a notification says and whose sessions it concerns.
@Suite(.timeLimit(.minutes(10))) struct ShopChangeTests {
    @Test func aPayloadReadsBackAsTheChangeItNames() {
        let change = ShopChange(.cart, customer: "SHA256:ada")
        #expect(change.payload == "cart SHA256:ada")
        #expect(ShopChange(payload: change.payload) == change)
        #expect(ShopChange(payload: "order ") == ShopChange(.order, customer: ""))
        #expect(ShopChange(payload: "rename SHA256:ada") == nil, "a newer Aisle's")
    }

    @Test func aPayloadIsBoundedWhateverTheCustomer() {
        let long = ShopChange(.cart, customer: String(repeating: "x", count: 10_000))
        #expect(long.payload.utf8.count <= 240)
        // Nobody in particular: every session looks.
        #expect(ShopChange(payload: long.payload)?.concerns("SHA256:bob") == true)
    }

    @Test func aCartConcernsItsCustomerStockAndStatusesEveryone() {
        #expect(ShopChange(.cart, customer: "SHA256:ada").concerns("SHA256:ada"))
        #expect(!ShopChange(.cart, customer: "SHA256:ada").concerns("SHA256:bob"))
        #expect(ShopChange(.order, customer: "SHA256:ada").concerns("SHA256:bob"))
        #expect(ShopChange(.status, customer: "").concerns("SHA256:bob"))
        #expect(ShopChange(.stock, customer: "").concerns("SHA256:bob"))
    }
}
