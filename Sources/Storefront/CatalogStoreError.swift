/// Why a catalog store could not answer: a read that failed is never "not there". Data, not
/// words: the store's module says what `code` means (`CatalogDatabase`'s `reason`).
public enum CatalogStoreError: Error, Hashable, Sendable {
    /// A read of the store's file at `path` failed with the database's result code `code`
    /// (SQLite's extended result code: 11 for a damaged page, 10 for an I/O error, …).
    case readFailed(path: String, code: Int32)
    /// A value read back from `path` breaks the catalog's rules (`field`, such as a price past
    /// `Catalog.maximumPrice` or a missing name): the file was damaged or changed behind
    /// Aisle's back, and nothing it says can be trusted.
    case invalidValue(path: String, field: String)

    /// The store's file.
    public var path: String {
        switch self {
        case .readFailed(let path, _), .invalidValue(let path, _): path
        }
    }
}
