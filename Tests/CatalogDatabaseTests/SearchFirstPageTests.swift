import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// A broad query's first page, worked out at once from the names that lead with the query,
/// is exactly what the whole list, worked out after, begins with; and a cancelled search stops.
@Suite(.timeLimit(.minutes(10)))
struct SearchFirstPageTests {
    /// More products starting with "co" than a search ranks whole (`rankedLimit`), and the
    /// best answers last in catalog order.
    static func broadCatalog() throws -> Catalog {
        var products = (0..<(RankedSearch.rankedLimit + 50)).map { index in
            Product(
                id: ProductID("p-\(index)"), name: "Copper Pot \(index)", category: "kitchen",
                seller: "s-1", price: 100, stock: 1, description: "Cast copper.")
        }
        products += [
            Product(
                id: "co", name: "Co", category: "kitchen", seller: "s-1", price: 100, stock: 1,
                description: "The shortest name."),
            Product(
                id: "co-op", name: "Co-op Mug", category: "kitchen", seller: "s-1", price: 100,
                stock: 1, description: "A mug."),
        ]
        return try Catalog(
            currency: .usd, categories: [Category(id: "kitchen", name: "Kitchen")],
            sellers: [Seller(id: "s-1", name: "Pots", about: "")], products: products)
    }

    @Test func theFirstPageIsWhatTheWholeListBeginsWith() throws {
        let scratch = try CacheScratch(try Self.broadCatalog())
        let store = try scratch.open().store
        let co = ProductListing.search(SearchQuery("co"))
        let cancellation = SearchCancellation()
        let shown = try #require(try store.prepareFirstPage(co, cancellation: cancellation))
        #expect(shown > 2)
        #expect(shown < RankedSearch.rankedLimit, "a page, not every match")
        #expect(try store.count(of: co) == shown, "only the first page, until the rest comes")
        let head = try store.products(of: co, at: 0..<shown).map(\.id)
        #expect(head.prefix(2) == ["co", "co-op"], "exact name first, then the shortest word")
        try store.prepare(co, cancellation: cancellation)
        #expect(try store.count(of: co) == RankedSearch.rankedLimit + 52)
        #expect(try store.products(of: co, at: 0..<shown).map(\.id) == head)
        #expect(
            try store.prepareFirstPage(co, cancellation: cancellation) == nil,
            "a list worked out whole has no first page to show")
    }

    @Test func aNarrowQueryIsWorkedOutWhole() throws {
        let scratch = try CacheScratch()
        let store = try scratch.open().store
        let kettle = ProductListing.search(SearchQuery("kettle"))
        let cancellation = SearchCancellation()
        try store.prepare(kettle, cancellation: cancellation)
        #expect(try store.count(of: kettle) == 1)
        let sorted = ProductListing(.search(SearchQuery("coffee")), order: .priceUp)
        #expect(try store.prepareFirstPage(sorted, cancellation: cancellation) == nil)
    }

    @Test func aCancelledSearchStopsAndKeepsNothing() throws {
        let scratch = try CacheScratch()
        let store = try scratch.open().store
        let coffee = ProductListing.search(SearchQuery("coffee"))
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(throws: SearchCancellation.Cancelled.self) {
            try store.prepare(coffee, cancellation: cancellation)
        }
        #expect(store.lists.withLock { $0[coffee] == nil })
        #expect(store.readFailure == nil, "a cancelled search is no failure of the cache")
    }
}
