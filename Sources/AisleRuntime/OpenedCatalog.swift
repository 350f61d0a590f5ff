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

    /// A catalog, its key, the owner of what names no catalog, and a notice.
    public init(catalog: Catalog, key: String, untaggedOwner: String, notice: String? = nil) {
        self.catalog = catalog
        self.key = key
        self.untaggedOwner = untaggedOwner
        self.notice = notice
    }
}
