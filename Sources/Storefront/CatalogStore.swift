/// Where a catalog's records are read from: every question a screen asks, each answered by
/// looking at only what it returns, so a million products cost no more to draw than a hundred.
///
/// Positions are places in a list in catalog order (`products(in:at:)`), stored with each
/// record, so a page is found by seeking to its first position rather than by counting rows.
/// A store is read-only and answers the same question the same way for as long as it is open,
/// which keeps rendering a pure function of the state. Implementations: `MemoryCatalogStore`
/// (tests and previews) and the SQLite store of the `CatalogDatabase` module.
public protocol CatalogStore: AnyObject, Sendable {
    /// The currency all prices are in.
    var currency: Currency { get }
    /// Every category, in catalog order (a catalog has few).
    var categories: [Category] { get }
    /// How many products the catalog sells.
    var productCount: Int { get }
    /// How many sellers the catalog names.
    var sellerCount: Int { get }

    /// The product with `id`, if the catalog sells it.
    func product(_ id: ProductID) -> Product?
    /// The category with `id`, if it exists.
    func category(_ id: CategoryID) -> Category?
    /// The seller with `id`, if it exists.
    func seller(_ id: SellerID) -> Seller?

    /// How many products `list` holds.
    func count(of list: ProductListing) -> Int
    /// The products of `list` at `positions` (clamped to the list), in list order.
    func products(of list: ProductListing, at positions: Range<Int>) -> [Product]
    /// Where the product with `id` stands in its category's list, if it is sold.
    func categoryPosition(of id: ProductID) -> Int?
    /// Up to `limit` ids of `list`'s records that start with `prefix` (ASCII case ignored), in
    /// id order: for completing a typed link, answered from the id index.
    func identifiers(in list: CatalogRecord.List, startingWith prefix: String, limit: Int)
        -> [String]
}

/// A list of products a screen shows: a category's, a seller's, or a search's matches.
public enum ProductListing: Hashable, Sendable {
    /// The products shelved in a category, in catalog order.
    case category(CategoryID)
    /// The products a seller sells, in catalog order.
    case seller(SellerID)
    /// The products matching a query: those whose name matches first, then the others, each
    /// group in catalog order (see `SearchQuery`).
    case search(SearchQuery)
}
