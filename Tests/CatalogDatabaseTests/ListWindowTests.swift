import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// A new order or filter asks where the highlighted product stands before any row is drawn;
/// the rows around it are then read from there (`ListWindow`), or the list is read whole
/// (a filtered list in catalog order). Either way the rows must be the in-memory store's.
@Suite("SQLite catalog store: rows read around a product", .timeLimit(.minutes(10)))
struct ListWindowTests {
    @Test func rowsAroundAProductFoundFirstMatchTheMemoryStore() throws {
        let memory = try CatalogCacheTests.generated(products: 1500)
        let scratch = try CacheScratch(memory)
        var random = SeededRandom(seed: 16)
        var listings: [ProductListing] = []
        let sources: [ProductListing.Source] =
            memory.categories.prefix(2).map { .category($0.id) }
            + memory.sellers.prefix(1).map { .seller($0.id) } + [.search(SearchQuery("coffee"))]
        for source in sources {
            for order in ProductOrder.allCases {
                for filter in [nil, "coffee", "1"] as [String?] {
                    listings.append(
                        ProductListing(source, order: order, filter: filter.map(SearchQuery.init)))
                }
            }
        }
        var checked = 0
        var farFromTheStart = 0
        for listing in listings {
            let expected = memory.shelf(listing)
            guard expected.count > 0 else { continue }
            checked += 1
            // A fresh store: nothing of the list fetched before the product is looked for.
            let stored = Catalog(store: try scratch.open().store).shelf(listing)
            let target = expected.count - 1 - Int(random.next() % UInt64(min(expected.count, 40)))
            let id = try #require(expected[target]?.id)
            // Past a page from the start, the window reads backwards more than once.
            if target > 2 * ListPages.pageSize { farFromTheStart += 1 }
            #expect(stored.count == expected.count, "\(listing)")
            #expect(stored.index(of: id) == target, "\(listing) \(id)")
            // The screen around it, a page back past the start of what was read, a step
            // forward past its end, then a jump back to the start of the list.
            let ranges = [
                max(0, target - 10)..<(target + 10), max(0, target - 300)..<max(0, target - 280),
                (target + 5)..<(target + 30), 0..<20, max(0, target - 600)..<target,
            ]
            for range in ranges {
                #expect(
                    stored.products(at: range) == expected.products(at: range),
                    "\(listing) \(range)")
            }
        }
        // The generated catalog must give the test something to check: most listings hold
        // products, and some put the product far from the start.
        #expect(checked >= listings.count / 2, "\(checked) of \(listings.count) listings checked")
        #expect(farFromTheStart >= 4, "\(farFromTheStart) listings with the product far in")
    }
}
