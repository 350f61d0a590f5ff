import Storefront

/// A catalog loaded and checked, with the key its session and cart lines are kept under.
public struct OpenedCatalog: Sendable {
    /// The catalog.
    public let catalog: Catalog
    /// Its `CatalogKey`.
    public let key: String
    /// Who owns a session or cart lines that name no catalog (`CatalogKey.ownerOfUntagged`).
    public let untaggedOwner: String

    /// A catalog, its key, and the owner of what names no catalog.
    public init(catalog: Catalog, key: String, untaggedOwner: String) {
        self.catalog = catalog
        self.key = key
        self.untaggedOwner = untaggedOwner
    }
}
