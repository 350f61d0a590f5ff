import Storefront

/// A catalog loaded and checked, with the key its session and cart lines are kept under.
public struct OpenedCatalog: Sendable {
    /// The catalog.
    public let catalog: Catalog
    /// Its `CatalogKey`.
    public let key: String

    /// A catalog and its key.
    public init(catalog: Catalog, key: String) {
        self.catalog = catalog
        self.key = key
    }
}
