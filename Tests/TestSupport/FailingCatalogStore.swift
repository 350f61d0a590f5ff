import Storefront
import Synchronization

/// A catalog store whose reads of some products fail, as a damaged cache's do: everything else
/// is answered by the store it wraps. It remembers the first failure, as the SQLite store does.
public final class FailingCatalogStore: CatalogStore {
    private let base: any CatalogStore
    private let unreadable: Set<ProductID>
    private let failure = Mutex<CatalogStoreError?>(nil)

    /// `catalog`'s records, except that reading any product in `unreadable` fails.
    public init(_ catalog: Catalog, unreadable: Set<ProductID>) throws {
        base = catalog.store
        self.unreadable = unreadable
    }

    /// The error every failing read throws.
    public static let error = CatalogStoreError.readFailed(path: "/cache/catalog.sqlite", code: 11)

    public var currency: Currency { base.currency }
    public var categories: [Category] { base.categories }
    public var productCount: Int { base.productCount }
    public var sellerCount: Int { base.sellerCount }
    public var readFailure: CatalogStoreError? { failure.withLock { $0 } ?? base.readFailure }

    public func product(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        guard !unreadable.contains(id) else {
            failure.withLock { $0 = $0 ?? Self.error }
            throw Self.error
        }
        return try base.product(id)
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
