import Synchronization

/// A catalog store over a `CatalogContents` held in memory: for tests, previews and small
/// catalogs built in code. Searches scan every product once per query and keep the answer.
public final class MemoryCatalogStore: CatalogStore {
    /// The records served.
    public let contents: CatalogContents
    /// Search answers by query: a cache of derived data, so the store stays read-only.
    private let searches = Mutex<[SearchQuery: [Int]]>([:])

    /// Each product's search tokens per field (the seller's by seller), its name's key
    /// (`SearchText.keyTokens`) and its size in the index's tokens (with the two shelf tokens).
    private let indexed: [IndexedProduct]
    private let sellerTokens: [SellerID: [String]]
    /// Every product's size in tokens, added up: BM25's average row size.
    private let tokenTotal: Int
    /// Each word of the index and how often it is used, made on first use (`SearchVocabulary`).
    private let words = Mutex<[String: Int]?>(nil)

    /// Each word of the index and how often it is used, as FTS5's vocabulary counts them.
    var vocabulary: [String: Int] {
        words.withLock { words in
            if let words { return words }
            var counts: [String: Int] = [:]
            for product in indexed {
                for token in product.name + (sellerTokens[product.seller] ?? [])
                    + product.description
                {
                    counts[token, default: 0] += 1
                }
            }
            words = counts
            return counts
        }
    }

    /// A store serving `contents`, its search tokens made once.
    public init(_ contents: CatalogContents) {
        self.contents = contents
        var sellerTokens: [SellerID: [String]] = [:]
        for seller in contents.sellers {
            sellerTokens[seller.id] = SearchText.tokens(of: seller.name)
        }
        self.sellerTokens = sellerTokens
        indexed = contents.products.map { product in
            IndexedProduct(product, sellerTokens: sellerTokens[product.seller] ?? [])
        }
        tokenTotal = indexed.reduce(0) { $0 + $1.size }
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
        return Array(
            ids.filter { IdentifierPrefix.matches($0, prefix) }.sorted {
                $0.utf8.lexicographicallyPrecedes($1.utf8)
            }.prefix(limit))
    }

    private func positions(of list: ProductListing) -> [Int] {
        var positions: [Int] =
            switch list.source {
            case .category(let id): contents.positions(in: id)
            case .seller(let id): contents.positions(by: id)
            case .search(let query): matches(of: query)
            }
        if let filter = list.filter {
            positions = positions.filter { indexed[$0].matches(filter, sellerTokens) }
        }
        guard list.order != .catalog else { return positions }
        let products = contents.products
        // A product whose id is the query stays first in any order.
        let pinned = pinnedPosition(of: list).map { pin in positions.first == pin } ?? false
        return (pinned ? [positions[0]] : [])
            + positions.dropFirst(pinned ? 1 : 0).sorted { a, b in
                list.order.precedes(products[a], at: a, products[b], at: b)
            }
    }

    /// The position of the product whose id is the search's query, if the list is a search.
    private func pinnedPosition(of list: ProductListing) -> Int? {
        guard case .search(let query) = list.source else { return nil }
        return contents.position(of: ProductID(query.identifier))
    }

    /// The products matching `query` in `SearchRanking`'s order.
    private func matches(of query: SearchQuery) -> [Int] {
        if let known = searches.withLock({ $0[query] }) { return known }
        let pinned = contents.position(of: ProductID(query.identifier))
        var found: [(rank: Int, whole: Bool, score: Double, position: Int)] = []
        if !query.isEmpty {
            // BM25 needs, for each phrase, how many products hold it, matched or not.
            var hits = [Int](repeating: 0, count: query.words.count)
            var matched: [(position: Int, frequencies: [Double])] = []
            for position in indexed.indices {
                let frequencies = indexed[position].frequencies(of: query, sellerTokens)
                for (phrase, frequency) in frequencies.enumerated() where frequency > 0 {
                    hits[phrase] += 1
                }
                if frequencies.allSatisfy({ $0 > 0 }), position != pinned {
                    matched.append((position, frequencies))
                }
            }
            let bm25 = SearchRanking.BM25(hits: hits, rows: indexed.count, tokens: tokenTotal)
            found = matched.map { position, frequencies in
                let product = indexed[position]
                return (
                    SearchRanking.nameRank(
                        name: product.nameText, nameKey: product.nameKey, for: query),
                    query.wholeWords == 0 || product.matchesWholeWords(query, sellerTokens),
                    bm25.score(frequencies: frequencies, size: product.size), position
                )
            }
            found.sort { a, b in
                if a.rank != b.rank { return a.rank < b.rank }
                if a.whole != b.whole { return a.whole }
                return a.score != b.score ? a.score < b.score : a.position < b.position
            }
        }
        let positions = (pinned.map { [$0] } ?? []) + found.map(\.position)
        searches.withLock { $0[query] = positions }
        return positions
    }
}
