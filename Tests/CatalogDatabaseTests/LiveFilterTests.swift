import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// A list's live filter narrows as letters are added, never widens: every product a filter
/// keeps, its first letters kept too (issue 30, item 12: `/b` showed "0 of 22", `/br` then 4,
/// since a one-letter word matched only the whole word "b"). Checked with the catalogs Aisle
/// ships, imported into the cache Aisle browses.
@Suite(.timeLimit(.minutes(10)))
struct LiveFilterTests {
    static func resource(_ name: String) -> String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Resources/\(name)").path
    }

    @Test(arguments: ["catalog.json", "shopify-example.csv"])
    func eachLetterNarrowsAndKeepsTheProductsItBegins(resource: String) throws {
        let scratch = try TemporaryDirectory()
        let cache = CatalogCache(environment: [
            "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache"),
        ])
        let source = Self.resource(resource)
        let catalog = Catalog(store: try cache.open(source: source, key: source) { _ in }.store)
        var checked = 0
        for category in catalog.categories {
            let shelf = catalog.shelf(in: category.id)
            for product in shelf.all {
                let word = product.name.split { !$0.isLetter && !$0.isNumber }.first.map(
                    String.init)
                guard let word else { continue }
                var previous = shelf.count
                for length in 1...word.count {
                    let typed = String(word.prefix(length))
                    let filtered = catalog.shelf(
                        ProductListing(.category(category.id), filter: .filter(typed)))
                    #expect(
                        filtered.count <= previous && filtered.index(of: product.id) != nil,
                        "“\(typed)” in \(category.id): \(filtered.count) after \(previous)")
                    previous = filtered.count
                    checked += 1
                }
            }
        }
        #expect(checked > 20, "only \(checked) filters checked")
    }

    /// A search keeps its rule: one letter matches only that whole word (`c` is not every c…).
    @Test func aOneLetterSearchStillMatchesTheWholeWordOnly() {
        #expect(FullTextQuery.words(of: SearchQuery("b")) == "\"b\"")
        #expect(FullTextQuery.words(of: .filter("b")) == "\"b\"*")
        #expect(FullTextQuery.words(of: .filter("br s")) == "\"br\"* AND \"s\"*")
    }
}
