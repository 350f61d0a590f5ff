/// Where a catalog's records are read from: every question a screen asks, each answered by
/// looking at only what it returns, so a million products cost no more to draw than a hundred.
///
/// Positions are places in a list in catalog order (`products(in:at:)`), stored with each
/// record, so a page is found by seeking to its first position rather than by counting rows.
/// A store is read-only and answers the same question the same way for as long as it is open,
/// which keeps rendering a pure function of the state. The one implementation is the SQLite
/// store of the `CatalogDatabase` module (tests wrap it to make reads fail or searches slow).
public protocol CatalogStore: AnyObject, Sendable {
    /// The currency all prices are in.
    var currency: Currency { get }
    /// Every category, in catalog order (a catalog has few).
    var categories: [Category] { get }
    /// How many products the catalog sells.
    var productCount: Int { get }
    /// How many sellers the catalog names.
    var sellerCount: Int { get }

    /// The product with `id`, or the product one of whose variants has that id; nil if the
    /// catalog sells neither; throws when the store cannot tell (a damaged file), which is
    /// never "not sold". `Catalog.product(_:)` turns a variant's product into the variant.
    func product(_ id: ProductID) throws(CatalogStoreError) -> Product?
    /// The category with `id`, if it exists (categories are held in memory).
    func category(_ id: CategoryID) -> Category?
    /// The seller with `id`, nil if there is none; throws when the store cannot tell.
    func seller(_ id: SellerID) throws(CatalogStoreError) -> Seller?

    /// How many products `list` holds.
    func count(of list: ProductListing) throws(CatalogStoreError) -> Int
    /// The products of `list` at `positions` (clamped to the list), in list order.
    func products(of list: ProductListing, at positions: Range<Int>) throws(CatalogStoreError)
        -> [Product]
    /// Where the product with `id` stands in its category's list, if it is sold.
    func categoryPosition(of id: ProductID) throws(CatalogStoreError) -> Int?
    /// Where the product with `id` stands in `list`, if the list holds it.
    func index(of id: ProductID, in list: ProductListing) throws(CatalogStoreError) -> Int?
    /// Up to `limit` ids of `list`'s records that start with `prefix` (as typed, or in ASCII
    /// lower or upper case: `IdentifierPrefix`), in UTF-8 order: for completing a typed link,
    /// answered from the id index.
    func identifiers(in list: CatalogRecord.List, startingWith prefix: String, limit: Int)
        throws(CatalogStoreError) -> [String]

    /// The first read that failed since the store was opened, if any: what was drawn since may
    /// be incomplete, and nothing destructive may rest on it (start-up rebuilds the cache).
    var readFailure: CatalogStoreError? { get }

    /// Whether a search may take longer than a frame (a large catalog): the app then runs it
    /// off the screen's thread (`prepare`) and shows "Searching…" until it is done.
    var searchesTakeTime: Bool { get }
    /// Works out `list`'s answer and keeps it, so that the reads of it that follow are quick;
    /// called off the screen's thread. Throws `SearchCancellation.Cancelled` once
    /// `cancellation` is cancelled (soon after, even mid-query), and `CatalogStoreError` when
    /// the store cannot tell.
    func prepare(_ list: ProductListing, cancellation: SearchCancellation) throws
    /// Works out and keeps a first page of a search list at once, when the whole list takes
    /// longer (a broad query): its best results, which the whole list begins with. Returns how
    /// many, or nil when there is none to show early; reads of the list then see the page
    /// until `prepare` has worked out the rest.
    func prepareFirstPage(_ list: ProductListing, cancellation: SearchCancellation) throws
        -> Int?
}

extension CatalogStore {
    /// A store whose reads cannot fail (in memory) has no failure to report.
    public var readFailure: CatalogStoreError? { nil }

    /// A store answers searches within a frame unless it says otherwise.
    public var searchesTakeTime: Bool { false }

    /// A store that works a list out whole shows no page of it early.
    public func prepareFirstPage(_ list: ProductListing, cancellation: SearchCancellation)
        throws -> Int?
    { nil }

    /// Counting a list works it out, in a store that keeps what it works out.
    public func prepare(_ list: ProductListing, cancellation: SearchCancellation) throws {
        try cancellation.check()
        _ = try count(of: list)
    }
}

/// A list of products a screen shows: a category's, a seller's, or a search's matches, in an
/// order, narrowed by a filter.
public struct ProductListing: Hashable, Sendable {
    /// Where the products come from.
    public enum Source: Hashable, Sendable {
        /// The products shelved in a category.
        case category(CategoryID)
        /// The products a seller sells.
        case seller(SellerID)
        /// The products matching a query: in catalog order, those whose name matches first,
        /// then the others (see `SearchQuery`).
        case search(SearchQuery)
    }

    /// Where the products come from.
    public var source: Source
    /// How they are ordered.
    public var order: ProductOrder
    /// Words every product listed must match, as a search matches them; nil for all.
    public var filter: SearchQuery?

    /// `source`'s products in `order`, those matching `filter` (when it has words).
    public init(_ source: Source, order: ProductOrder = .catalog, filter: SearchQuery? = nil) {
        self.source = source
        self.order = order
        self.filter = filter?.isEmpty == false ? filter : nil
    }

    /// A category's products in catalog order.
    public static func category(_ id: CategoryID) -> ProductListing {
        ProductListing(.category(id))
    }
    /// A seller's products in catalog order.
    public static func seller(_ id: SellerID) -> ProductListing { ProductListing(.seller(id)) }
    /// A search's matches, name matches first.
    public static func search(_ query: SearchQuery) -> ProductListing {
        ProductListing(.search(query))
    }
}
