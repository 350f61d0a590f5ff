import Synchronization

/// A catalog store over a `CatalogContents` held in memory: for tests, previews and small
/// catalogs built in code. Searches scan every product once per query and keep the answer.
public final class MemoryCatalogStore: CatalogStore {
    /// The records served.
    public let contents: CatalogContents
    /// Search answers by query: a cache of derived data, so the store stays read-only.
    private let searches = Mutex<[SearchQuery: [Int]]>([:])

    /// Each product's search tokens: its name's, then its seller's name's and description's.
    private let tokens: [(name: [String], all: [String])]

    /// A store serving `contents`, its search tokens made once.
    public init(_ contents: CatalogContents) {
        self.contents = contents
        var sellerTokens: [SellerID: [String]] = [:]
        for seller in contents.sellers {
            sellerTokens[seller.id] = SearchText.tokens(of: seller.name)
        }
        tokens = contents.products.map { product in
            let name = SearchText.tokens(of: product.name)
            return (
                name,
                name + (sellerTokens[product.seller] ?? [])
                    + SearchText.tokens(of: product.description)
            )
        }
    }

    public var currency: Currency { contents.currency }
    public var categories: [Category] { contents.categories }
    public var productCount: Int { contents.products.count }
    public var sellerCount: Int { contents.sellers.count }

    public func product(_ id: ProductID) -> Product? { contents.product(id) }
    public func category(_ id: CategoryID) -> Category? { contents.category(id) }
    public func seller(_ id: SellerID) -> Seller? { contents.seller(id) }

    public func count(of list: ProductListing) -> Int { positions(of: list).count }

    public func products(of list: ProductListing, at positions: Range<Int>) -> [Product] {
        let all = self.positions(of: list)
        return all[positions.clamped(to: all.indices)].map { contents.products[$0] }
    }

    public func index(of id: ProductID, in list: ProductListing) -> Int? {
        guard let position = contents.position(of: id) else { return nil }
        return positions(of: list).firstIndex(of: position)
    }

    public func categoryPosition(of id: ProductID) -> Int? {
        guard let product = contents.product(id) else { return nil }
        return contents.positions(in: product.category).firstIndex {
            $0 == contents.position(of: id)
        }
    }

    public func identifiers(
        in list: CatalogRecord.List, startingWith prefix: String, limit: Int
    ) -> [String] {
        let ids: [String] =
            switch list {
            case .categories: contents.categories.map(\.id.rawValue)
            case .sellers: contents.sellers.map(\.id.rawValue)
            case .products: contents.products.map(\.id.rawValue)
            }
        let folded = prefix.lowercased()
        return Array(ids.filter { $0.lowercased().hasPrefix(folded) }.sorted().prefix(limit))
    }

    private func positions(of list: ProductListing) -> [Int] {
        var positions: [Int] =
            switch list.source {
            case .category(let id): contents.positions(in: id)
            case .seller(let id): contents.positions(by: id)
            case .search(let query): matches(of: query)
            }
        if let filter = list.filter {
            positions = positions.filter { filter.isMatched(by: tokens[$0].all) }
        }
        guard list.order != .catalog else { return positions }
        let products = contents.products
        return positions.sorted { a, b in
            list.order.precedes(products[a], at: a, products[b], at: b)
        }
    }

    private func matches(of query: SearchQuery) -> [Int] {
        if let known = searches.withLock({ $0[query] }) { return known }
        var byName: [Int] = []
        var byOther: [Int] = []
        if !query.isEmpty {
            for position in tokens.indices {
                if query.isMatched(by: tokens[position].name) {
                    byName.append(position)
                } else if query.isMatched(by: tokens[position].all) {
                    byOther.append(position)
                }
            }
        }
        let found = byName + byOther
        searches.withLock { $0[query] = found }
        return found
    }
}
