import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

@Suite("SQLite catalog store", .timeLimit(.minutes(10)))
struct SQLiteCatalogStoreTests {
    @Test(arguments: SearchExamples.cases)
    func searchFindsTheExpectedProducts(query: String, expected: [ProductID]) throws {
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

    /// Every list, in every order and with filters, every page: the same products, in the same
    /// order, as another store of the same records read whole, over a catalog large enough
    /// that search answers span several fetched pages.
    @Test func everyListAndPageMatchesTheWholeList() throws {
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
    /// The ids a link completes to: those starting with the prefix as typed or in ASCII case
    /// (`IdentifierPrefix`), in UTF-8 order, at most `limit`, from the id index.
    @Test func idsByPrefixAreTheMatchingIdsInOrder() throws {
        let catalog = try CatalogCacheTests.generated(products: 300)
        let contents = catalog.contents
        for list in [CatalogRecord.List.categories, .sellers, .products] {
            let ids: [String] =
                switch list {
                case .categories: contents.categories.map(\.id.rawValue)
                case .sellers: contents.sellers.map(\.id.rawValue)
                case .products: contents.products.map(\.id.rawValue)
                }
            for prefix in ["", "g", "G-1", "g-29", "s-", "S-P", "k", "zz", "g-299"] {
                for limit in [1, 8, 50] {
                    let expected = Array(
                        ids.filter { IdentifierPrefix.matches($0, prefix) }.sorted {
                            $0.utf8.lexicographicallyPrecedes($1.utf8)
                        }.prefix(limit))
                    #expect(
                        try catalog.store.identifiers(in: list, startingWith: prefix, limit: limit)
                            == expected, "\(list) \(prefix) \(limit)")
                }
            }
        }
    }
}

@Suite("SQLite catalog store: ranking", .timeLimit(.minutes(10)))
struct SQLiteRankingTests {
    /// What was the differential test against an in-memory copy of FTS5's matching and
    /// `bm25()`: now a relevance score over the ranking examples (3 points for the wanted
    /// product first, 2 second, 1 third), which must be full, and every order and filter of a
    /// search holding the same products as its relevance order, narrowed as the filter says.
    @Test func theRankingExamplesScoreInFullInEveryListOfThem() throws {
        let catalog = try RankingExamples.catalog()
        var points = 0
        for (query, wanted) in RankingExamples.first {
            let top = catalog.shelf(matching: query).products(at: 0..<3).map(\.id)
            points += top.firstIndex(of: wanted).map { 3 - $0 } ?? 0
        }
        #expect(points == 3 * RankingExamples.first.count, "relevance score")
        var queries = RankingExamples.first.map(\.0) + RankingExamples.suggestions.map(\.0)
        queries += ["c", "gnu", "library", "sql", "ab-12", "debian", "3"]
        for query in queries {
            let relevance = catalog.shelf(matching: query).all.map(\.id)
            for order in ProductOrder.allCases {
                for filter in [nil, "gnu", "zzz"] as [String?] {
                    let listing = ProductListing(
                        .search(SearchQuery(query)), order: order,
                        filter: filter.map(SearchQuery.filter))
                    let listed = catalog.shelf(listing).all.map(\.id)
                    let kept = Set(
                        filter.map {
                            catalog.shelf(
                                ProductListing(
                                    .search(SearchQuery(query)), filter: SearchQuery.filter($0))
                            ).all.map(\.id)
                        }
                            ?? relevance)
                    #expect(Set(listed) == kept, "\(listing)")
                    #expect(listed.count == kept.count, "\(listing)")
                    if order == .catalog {
                        #expect(listed == relevance.filter(kept.contains), "\(listing)")
                    }
                }
            }
        }
    }
}

@Suite("SQLite catalog store: docs/relevance.md's queries", .timeLimit(.minutes(10)))
struct RelevanceQueryTests {
    /// `docs/relevance-queries.tsv`, read from the checkout.
    static func queries() throws -> [(String, String)] {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let path = root.appendingPathComponent("docs/relevance-queries.tsv").path
        return RelevanceReport.table(try String(contentsOfFile: path, encoding: .utf8))
    }

    /// Misses `docs/relevance-report.md` records on Debian's lists too: `libgtk-3-0` says "GTK",
    /// never "gtk3" nor "3", so words alone do not find it.
    static let documentedMisses: Set<String> = ["gtk3"]

    /// The documented queries whose wanted package the ranking examples hold, asked of the
    /// real store: each wanted product in the top 3 (3 points first, 2 second, 1 third) but
    /// for the documented misses; the score is printed for the report.
    @Test func theDocumentedQueriesFindTheirPackageInTheTopThree() throws {
        let catalog = try RankingExamples.catalog()
        let held = try Self.queries().filter { catalog.product(ProductID($0.1)) != nil }
        #expect(held.count >= 10, "the examples hold the packages of the documented queries")
        var points = 0
        for (query, wanted) in held {
            let top = catalog.shelf(matching: query).products(at: 0..<3).map(\.id.rawValue)
            let index = top.firstIndex(of: wanted)
            points += index.map { 3 - $0 } ?? 0
            #expect(
                index != nil || Self.documentedMisses.contains(query), "\(query): \(top)")
        }
        print("relevance over docs/relevance-queries.tsv: \(points) of \(3 * held.count)")
    }
}
