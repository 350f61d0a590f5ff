import Storefront

/// A test store that answers as the store it wraps except where it says otherwise: the
/// forwarding written once, so each test store holds only what it changes.
public protocol ForwardingCatalogStore: CatalogStore {
    /// The store whose answers it passes on.
    var base: any CatalogStore { get }
}

extension ForwardingCatalogStore {
    public var currency: Currency { base.currency }
    public var categories: [Category] { base.categories }
    public var productCount: Int { base.productCount }
    public var sellerCount: Int { base.sellerCount }
    public var readFailure: CatalogStoreError? { base.readFailure }

    public func product(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        try base.product(id)
    }
    public func category(_ id: CategoryID) -> Category? { base.category(id) }
    public func seller(_ id: SellerID) throws(CatalogStoreError) -> Seller? { try base.seller(id) }
    public func count(of list: ProductListing) throws(CatalogStoreError) -> Int {
        try base.count(of: list)
    }
    public func products(
        of list: ProductListing, at positions: Range<Int>
    ) throws(CatalogStoreError) -> [Product] {
        try base.products(of: list, at: positions)
    }
    public func categoryPosition(of id: ProductID) throws(CatalogStoreError) -> Int? {
        try base.categoryPosition(of: id)
    }
    public func index(of id: ProductID, in list: ProductListing) throws(CatalogStoreError) -> Int? {
        try base.index(of: id, in: list)
    }
    public func identifiers(
        in list: CatalogRecord.List, startingWith prefix: String, limit: Int
    ) throws(CatalogStoreError) -> [String] {
        try base.identifiers(in: list, startingWith: prefix, limit: limit)
    }
}
