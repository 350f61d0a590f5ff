import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

@Suite("SQLite catalog store", .timeLimit(.minutes(10)))
struct SQLiteCatalogStoreTests {
    @Test(arguments: SearchExamples.cases)
    func searchFindsWhatTheMemoryStoreFinds(query: String, expected: [ProductID]) throws {
        let scratch = try CacheScratch()
        let catalog = Catalog(store: try scratch.open().store)
        let found = catalog.shelf(matching: query)
        #expect(found.all.map(\.id) == expected)
        #expect(found.count == expected.count)
    }

    @Test func blankQueriesFindNothing() throws {
        let scratch = try CacheScratch()
        let catalog = Catalog(store: try scratch.open().store)
        for query in SearchExamples.blank {
            #expect(catalog.shelf(matching: query).isEmpty, "\(query)")
        }
    }

    /// Every list, in every order and with filters, every page: the same products as the in-memory store, in the same order,
    /// over a catalog large enough that search answers span several fetched pages.
    @Test func everyListAndPageMatchesTheMemoryStore() throws {
        let memory = try CatalogCacheTests.generated(products: 1500)
        let scratch = try CacheScratch(memory)
        let stored = Catalog(store: try scratch.open().store)
        var sources: [ProductListing.Source] = memory.categories.map { .category($0.id) }
        sources += memory.sellers.map { .seller($0.id) }
        sources += ["coffee", "northside", "12", "a", "bean 7", "zzz"].map {
            .search(SearchQuery($0))
        }
        var listings: [ProductListing] = []
        for source in sources {
            for order in ProductOrder.allCases {
                for filter in [nil, "coffee", "1", "c0", "zzz"] as [String?] {
                    listings.append(
                        ProductListing(source, order: order, filter: filter.map(SearchQuery.init)))
                }
            }
        }
        var random = SeededRandom(seed: 9)
        for listing in listings {
            let expected = memory.shelf(listing)
            let actual = stored.shelf(listing)
            #expect(actual.count == expected.count, "\(listing)")
            #expect(actual.all == expected.all, "\(listing)")
            for product in memory.products where product.id.rawValue.hasSuffix("77") {
                #expect(
                    actual.index(of: product.id) == expected.index(of: product.id),
                    "\(listing) \(product.id)")
            }
            for _ in 0..<4 {
                let start = Int(random.next() % UInt64(expected.count + 4))
                let end = start + Int(random.next() % 41)
                #expect(
                    actual.products(at: start..<end) == expected.products(at: start..<end),
                    "\(listing) \(start)..<\(end)")
            }
        }
        #expect(stored.productCount == memory.productCount)
        #expect(stored.sellerCount == memory.sellerCount)
        #expect(stored.categories == memory.categories)
        for product in memory.products.prefix(50) {
            #expect(stored.product(product.id) == product)
            #expect(stored.related(to: product, limit: 8) == memory.related(to: product, limit: 8))
        }
        #expect(stored.product("nope") == nil)
        #expect(stored.seller(Fixtures.paper) == memory.seller(Fixtures.paper))
        #expect(stored.category("kitchen") == memory.category("kitchen"))
    }
}

@Suite("SQLite catalog store: ids by prefix", .timeLimit(.minutes(10)))
struct SQLiteIdentifierTests {
    @Test func idsByPrefixMatchTheMemoryStore() throws {
        let memory = try CatalogCacheTests.generated(products: 300)
        let scratch = try CacheScratch(memory)
        let stored = try scratch.open().store
        for list in [CatalogRecord.List.categories, .sellers, .products] {
            for prefix in ["", "g", "G-1", "g-29", "s-", "S-P", "k", "zz", "g-299"] {
                for limit in [1, 8, 50] {
                    #expect(
                        try stored.identifiers(in: list, startingWith: prefix, limit: limit)
                            == memory.store.identifiers(
                                in: list, startingWith: prefix, limit: limit),
                        "\(list) \(prefix) \(limit)")
                }
            }
        }
    }
}

@Suite("SQLite catalog store: ranking", .timeLimit(.minutes(10)))
struct SQLiteRankingTests {
    @Test func rankingAndSuggestionsMatchTheMemoryStore() throws {
        let memory = try RankingExamples.catalog()
        let scratch = try CacheScratch(memory)
        let stored = Catalog(store: try scratch.open().store)
        var queries = RankingExamples.first.map(\.0) + RankingExamples.suggestions.map(\.0)
        queries += RankingExamples.weak.map(\.0)
        queries += ["c", "gnu", "library", "sql", "ab-12", "debian", "3"]
        for query in queries {
            for order in ProductOrder.allCases {
                for filter in [nil, "gnu", "zzz"] as [String?] {
                    let listing = ProductListing(
                        .search(SearchQuery(query)), order: order,
                        filter: filter.map(SearchQuery.init))
                    #expect(stored.shelf(listing).all == memory.shelf(listing).all, "\(listing)")
                }
            }
            #expect(stored.suggestion(for: query) == memory.suggestion(for: query), "\(query)")
        }
    }
}
