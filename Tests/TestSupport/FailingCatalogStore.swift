import Storefront
import Synchronization

/// A catalog store whose reads of some products fail, as a damaged cache's do: everything else
/// is answered by the in-memory store it wraps. It remembers the first failure, as the SQLite
/// store does.
public final class FailingCatalogStore: CatalogStore {
    private let base: MemoryCatalogStore
    private let unreadable: Set<ProductID>
    private let failure = Mutex<CatalogStoreError?>(nil)

    /// `catalog`'s records, except that reading any product in `unreadable` fails.
    public init(_ catalog: Catalog, unreadable: Set<ProductID>) throws {
        guard let memory = catalog.store as? MemoryCatalogStore else {
            throw TestFailure("a failing store wraps an in-memory catalog")
        }
        base = memory
        self.unreadable = unreadable
    }

    /// The error every failing read throws.
    public static let error = CatalogStoreError.readFailed(path: "/cache/catalog.sqlite", code: 11)

    public var currency: Currency { base.currency }
    public var categories: [Category] { base.categories }
    public var productCount: Int { base.productCount }
    public var sellerCount: Int { base.sellerCount }
    public var readFailure: CatalogStoreError? { failure.withLock { $0 } }

    public func product(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        guard !unreadable.contains(id) else {
            failure.withLock { $0 = $0 ?? Self.error }
            throw Self.error
        }
        return base.product(id)
    }

    public func category(_ id: CategoryID) -> Category? { base.category(id) }
    public func seller(_ id: SellerID) -> Seller? { base.seller(id) }
    public func count(of list: ProductListing) -> Int { base.count(of: list) }
    public func products(of list: ProductListing, at positions: Range<Int>) -> [Product] {
        base.products(of: list, at: positions)
    }
    public func categoryPosition(of id: ProductID) -> Int? { base.categoryPosition(of: id) }
    public func index(of id: ProductID, in list: ProductListing) -> Int? {
        base.index(of: id, in: list)
    }
    public func identifiers(
        in list: CatalogRecord.List, startingWith prefix: String, limit: Int
    ) -> [String] {
        base.identifiers(in: list, startingWith: prefix, limit: limit)
    }
}
