import StateFiles
import Storefront
import TestSupport
import Testing

/// Cart lines belong to the catalog they were added from.
@Suite(.timeLimit(.minutes(10))) struct CartCatalogsTests {
    static let saved = Cart(lines: [
        CartLine(product: "t-1", quantity: 1, catalog: "bundled"),
        CartLine(product: "b-1", quantity: 3, priceWhenAdded: 900, catalog: "/srv/shop.json"),
        CartLine(product: "k-1", quantity: 2),
    ])

    @Test func openingACatalogTakesItsLinesAndUntaggedOnesAndSetsTheRestApart() {
        let (open, others) = Self.saved.split(forCatalog: "bundled")
        #expect(open.lines.map(\.product) == ["t-1", "k-1"])
        #expect(others == [Self.saved.lines[1]])
        let (shop, rest) = Self.saved.split(forCatalog: "/srv/shop.json")
        #expect(shop.lines.map(\.product) == ["b-1", "k-1"])
        #expect(rest.map(\.product) == ["t-1"])
    }

    @Test func savingNamesTheOpenCatalogAndKeepsOtherLinesVerbatim() throws {
        let (open, others) = Self.saved.split(forCatalog: "bundled")
        let saved = open.saved(asCatalog: "bundled", beside: others)
        #expect(saved.lines.map(\.catalog) == ["bundled", "bundled", "/srv/shop.json"])
        #expect(saved.lines.last == Self.saved.lines[1])
        let bytes = try #require(CartDocument.encode(saved))
        guard case .document(let reread) = CartDocument.read(bytes) else {
            throw TestFailure("the saved cart did not read back")
        }
        #expect(reread == saved)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""catalog" : "bundled""#))
    }

    @Test func reconcilingTheOpenCatalogsLinesLeavesTheOthersAlone() throws {
        let catalog = try Catalog.decode(
            Array(
                """
                {"currency": "USD", "categories": [{"id": "tea", "name": "Tea"}],
                 "sellers": [{"id": "s-1", "name": "S", "about": "A."}],
                 "products": [{"id": "t-1", "name": "Sencha", "category": "tea", "seller": "s-1",
                               "price": 1200, "stock": 10, "description": "D."}]}
                """.utf8))
        var (open, others) = Self.saved.split(forCatalog: "bundled")
        #expect(try open.reconcile(with: catalog) == ["k-1"])
        let saved = open.saved(asCatalog: "bundled", beside: others)
        #expect(saved.lines.map(\.product) == ["t-1", "b-1"], "b-1 is not sold here, yet kept")
    }
}
