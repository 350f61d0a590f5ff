import Storefront
import TestSupport
import Testing
import UserData

/// What several hosts of one shop rely on, on both engines: units an older Aisle counted
/// against the file's fingerprint move to its content edition once.
extension ShopStoreContract {
    static func stockIsCarriedToTheContentEditionOnce(_ shop: ShopStoreMaker) throws {
        let ada = try shop.store("SHA256:ada")
        // Placed by an older Aisle: counted against the path and the file's fingerprint.
        let former = StockEdition(catalog: "/srv/shop.json", edition: "2049:77:1234")
        let content = StockEdition(catalog: "content", edition: String(repeating: "c", count: 64))
        let request = try request("k-1", ada, units: 3, stock: 10)
        let placed = try ada.place(
            request, catalog: catalog, placedAt: placedAt, stock: former, number: { "A-1" })
        guard case .placed = placed.placement else { throw TestFailure("not placed") }
        try ada.carryStock(from: former, to: content)
        #expect(try ada.unitsOrdered(content) == [Fixtures.beans: 3])
        #expect(try ada.unitsOrdered(former) == [:])
        // Every later start asks again: nothing more moves.
        try ada.carryStock(from: former, to: content)
        #expect(try ada.unitsOrdered(content) == [Fixtures.beans: 3])
        // The order now gives its units back to the content edition.
        let owner = try shop.store()
        _ = try owner.setStatus(.cancelled, of: "A-1", at: placedAt, by: "owner")
        #expect(try owner.unitsOrdered(content) == [Fixtures.beans: 0])
    }
}

/// Where a host's catalog edition stands against the shop's, decided without a database.
@Suite(.timeLimit(.minutes(10))) struct CatalogEditionClaimTests {
    @Test func theFirstHostRecordsItsEdition() {
        #expect(CatalogEditionClaim.decide(recorded: nil, host: "e1", moving: false) == .recorded)
        #expect(CatalogEditionClaim.decide(recorded: nil, host: "e1", moving: true) == .recorded)
    }

    @Test func theSameEditionIsAgreed() {
        #expect(CatalogEditionClaim.decide(recorded: "e1", host: "e1", moving: false) == .agreed)
        #expect(CatalogEditionClaim.decide(recorded: "e1", host: "e1", moving: true) == .agreed)
    }

    @Test func anotherEditionIsRefusedUnlessMovingIsAsked() {
        let refused = CatalogEditionClaim.decide(recorded: "e1", host: "e2", moving: false)
        #expect(refused == .refused(shop: "e1"))
        #expect(!refused.admits)
        let moved = CatalogEditionClaim.decide(recorded: "e1", host: "e2", moving: true)
        #expect(moved == .moved(from: "e1"))
        #expect(moved.admits)
    }

    @Test func sqliteHasOneHostAndNothingToRefuse() throws {
        let shop = try ShopStoreMaker.sqlite()
        #expect(try shop.store().claimCatalogEdition("e1", moving: false) == .agreed)
        #expect(try shop.store().claimCatalogEdition("e2", moving: false) == .agreed)
    }
}
