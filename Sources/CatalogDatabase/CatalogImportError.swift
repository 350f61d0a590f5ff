import Storefront

/// Why a catalog could not be imported into its cache.
public enum CatalogImportError: Error, Sendable {
    /// The catalog itself is bad (or unreadable): the message and exit status of today.
    case catalog(CatalogError)
    /// The cache could not be written at `path` (a full disk, a read-only folder).
    case storage(path: String, reason: String)
}
