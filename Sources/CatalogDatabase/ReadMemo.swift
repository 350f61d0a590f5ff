import Storefront

/// What the last frames read from a catalog cache, so the next frame, which mostly asks the
/// same, reads nothing: the pages of lists last read and the products last read by id. An
/// open cache file never changes (a changed catalog is a new file), so nothing here goes
/// stale; only reads that succeeded are kept, and it is bounded.
struct ReadMemo: Sendable {
    /// A page read: a list, the positions asked for, and what they held (fewer at the end).
    private struct Page: Sendable {
        var list: ProductListing
        var positions: Range<Int>
        var products: [Product]
    }

    /// The pages last read, newest last, at most `pageLimit`: a frame's list, and the single
    /// rows a key looks up beside it (the row Enter opens), which must not push it out.
    private var pages: [Page] = []
    /// Products read by id (a variant's id maps to its product), at most `productLimit`.
    private var byID: [ProductID: Product] = [:]

    /// How many pages are kept.
    static let pageLimit = 4
    /// How many products read by id are kept (a product page and its neighbours).
    static let productLimit = 64

    /// The products of `list` at `positions`, if a kept page holds all of those positions.
    func page(of list: ProductListing, at positions: Range<Int>) -> [Product]? {
        for page in pages.reversed() where page.list == list {
            guard positions.lowerBound >= page.positions.lowerBound,
                positions.upperBound <= page.positions.upperBound
            else { continue }
            // A page cut short by the list's end holds every position it has.
            let start = min(positions.lowerBound - page.positions.lowerBound, page.products.count)
            let end = min(positions.upperBound - page.positions.lowerBound, page.products.count)
            return Array(page.products[start..<end])
        }
        return nil
    }

    /// Keeps `products` as the page of `list` at `positions`.
    mutating func keep(_ products: [Product], of list: ProductListing, at positions: Range<Int>) {
        if pages.count >= Self.pageLimit { pages.removeFirst() }
        pages.append(Page(list: list, positions: positions, products: products))
    }

    /// Forgets the pages of `list` (its head was replaced by the whole list).
    mutating func forget(_ list: ProductListing) {
        pages.removeAll { $0.list == list }
    }

    /// The product read for `id`, if it was kept.
    func product(_ id: ProductID) -> Product? { byID[id] }

    /// Keeps `product` as what `id` reads; the whole set starts again when it is full.
    mutating func keep(_ product: Product, for id: ProductID) {
        if byID.count >= Self.productLimit { byID.removeAll(keepingCapacity: true) }
        byID[id] = product
    }
}
