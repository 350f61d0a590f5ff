import Storefront
import Synchronization

/// A catalog store whose reads of some products fail, as a damaged cache's do: everything else
/// is answered by the store it wraps. It remembers the first failure, as the SQLite store does.
public final class FailingCatalogStore: ForwardingCatalogStore {
    public let base: any CatalogStore
    private let unreadable: Set<ProductID>
    private let failure = Mutex<CatalogStoreError?>(nil)

    /// `catalog`'s records, except that reading any product in `unreadable` fails.
    public init(_ catalog: Catalog, unreadable: Set<ProductID>) throws {
        base = catalog.store
        self.unreadable = unreadable
    }

    /// The error every failing read throws.
    public static let error = CatalogStoreError.readFailed(path: "/cache/catalog.sqlite", code: 11)

    public var readFailure: CatalogStoreError? { failure.withLock { $0 } ?? base.readFailure }

    public func product(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        guard !unreadable.contains(id) else {
            failure.withLock { $0 = $0 ?? Self.error }
            throw Self.error
        }
        return try base.product(id)
    }
}
