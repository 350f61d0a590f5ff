import Storefront

/// What the last frames read from a catalog cache, so the next frame, which mostly asks the
/// same, reads nothing: the page of a list last drawn and the products last read by id. An
/// open cache file never changes (a changed catalog is a new file), so nothing here goes
/// stale; only reads that succeeded are kept, and it is bounded.
struct ReadMemo: Sendable {
    /// The page last read: a list, the positions asked for, and what they held.
    private var page: (list: ProductListing, positions: Range<Int>, products: [Product])?
    /// Products read by id (a variant's id maps to its product), at most `productLimit`.
    private var byID: [ProductID: Product] = [:]

    /// How many products read by id are kept (a product page and its neighbours).
    static let productLimit = 64

    /// The page of `list` at `positions`, if it was the last read.
    func page(of list: ProductListing, at positions: Range<Int>) -> [Product]? {
        guard let page, page.positions == positions, page.list == list else { return nil }
        return page.products
    }

    /// Keeps `products` as the page of `list` at `positions`.
    mutating func keep(_ products: [Product], of list: ProductListing, at positions: Range<Int>) {
        page = (list, positions, products)
    }

    /// The product read for `id`, if it was kept.
    func product(_ id: ProductID) -> Product? { byID[id] }

    /// Keeps `product` as what `id` reads; the whole set starts again when it is full.
    mutating func keep(_ product: Product, for id: ProductID) {
        if byID.count >= Self.productLimit { byID.removeAll(keepingCapacity: true) }
        byID[id] = product
    }
}
