import Storefront

/// The fuzz fixture's three products served from memory: this build compiles modules without
/// SwiftPM and so without GRDB, the catalog's one engine. Category and seller lists in catalog
/// order; a search finds nothing here (the fuzzer checks restoring and drawing routes, not
/// ranking, which SQLite does and the tests check).
final class FuzzCatalogStore: CatalogStore {
    let contents: CatalogContents

    init(_ contents: CatalogContents) {
        self.contents = contents
    }

    var currency: Currency { contents.currency }
    var categories: [Category] { contents.categories }
    var productCount: Int { contents.products.count }
    var sellerCount: Int { contents.sellers.count }

    func product(_ id: ProductID) -> Product? { contents.product(id) }
    func category(_ id: CategoryID) -> Category? { contents.category(id) }
    func seller(_ id: SellerID) -> Seller? { contents.seller(id) }

    func count(of list: ProductListing) -> Int { listed(list).count }

    func products(of list: ProductListing, at positions: Range<Int>) -> [Product] {
        let all = listed(list)
        return Array(all[positions.clamped(to: all.indices)])
    }

    func categoryPosition(of id: ProductID) -> Int? {
        guard let product = contents.product(id) else { return nil }
        return listed(.category(product.category)).firstIndex { $0.id == id }
    }

    func index(of id: ProductID, in list: ProductListing) -> Int? {
        listed(list).firstIndex { $0.id == id }
    }

    func identifiers(in list: CatalogRecord.List, startingWith prefix: String, limit: Int)
        -> [String]
    {
        let ids: [String] =
            switch list {
            case .categories: contents.categories.map(\.id.rawValue)
            case .sellers: contents.sellers.map(\.id.rawValue)
            case .products: contents.products.map(\.id.rawValue)
            }
        return Array(ids.filter { $0.hasPrefix(prefix) }.sorted().prefix(limit))
    }

    /// `list`'s products in catalog order (a filter and an order are not applied).
    private func listed(_ list: ProductListing) -> [Product] {
        switch list.source {
        case .category(let id): contents.products.filter { $0.category == id }
        case .seller(let id): contents.products.filter { $0.seller == id }
        case .search: []
        }
    }
}
