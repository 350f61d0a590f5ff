import CatalogDatabase
import Storefront

/// A catalog opened and checked, with the key its session and cart lines are kept under.
public struct OpenedCatalog: Sendable {
    /// The catalog.
    public let catalog: Catalog
    /// Its `CatalogKey`.
    public let key: String
    /// Who owns a session or cart lines that name no catalog (`CatalogKey.ownerOfUntagged`).
    public let untaggedOwner: String
    /// What to say about the catalog's cache (rebuilt, or not kept), if anything.
    public let notice: String?
    /// What the import that opened it had to say (products left out, notes), nil when a
    /// cache was opened as it was.
    public var report: ImportReport?
    /// Opens the catalog again after its store failed a read (the failure given): the cache,
    /// set aside when the read failed, is rebuilt. Nil for a catalog that is not in a cache.
    public let reopen: (@Sendable (CatalogStoreError) throws(StartupError) -> OpenedCatalog)?

    /// A catalog, its key, the owner of what names no catalog, a notice, and how to open it
    /// again should it fail a read.
    public init(
        catalog: Catalog, key: String, untaggedOwner: String, notice: String? = nil,
        reopen: (@Sendable (CatalogStoreError) throws(StartupError) -> OpenedCatalog)? = nil
    ) {
        self.catalog = catalog
        self.key = key
        self.untaggedOwner = untaggedOwner
        self.notice = notice
        self.reopen = reopen
    }
}
