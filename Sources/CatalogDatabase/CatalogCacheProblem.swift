import Storefront

/// Why a catalog cache on disk cannot be used as it is: data (result codes, sizes, owners);
/// `reason` is the one place it is put in words, for the notice that says it was rebuilt.
public enum CatalogCacheProblem: Error, Equatable, Sendable {
    /// A SQLite file, but not a catalog cache (another application id).
    case notACache
    /// A cache of another format version (`version`).
    case otherVersion(Int32)
    /// The file is shorter than its header says (`expected` bytes, `actual` on disk).
    case cutShort(expected: Int64, actual: Int64)
    /// The `meta` table, which says what the cache was built from, is missing or incomplete.
    case summaryMissing
    /// Something other than a regular file of this user's is at the cache's name (a link, a
    /// directory, another user's file): never opened, replaced by the rebuild.
    case notOurs
    /// Opening or reading it failed (a damaged page, a value out of bounds).
    case unreadable(CatalogStoreError)
    /// A read failed while it was in use (in this run, or in an earlier one, which set it
    /// aside as `<cache>.damaged`).
    case failedRead(CatalogStoreError?)
    /// A cache built from another file, or from this file before it changed.
    case stale

    /// The notice's words: "Rebuilt the catalog cache: <reason>."
    public var reason: String {
        switch self {
        case .notACache: "it was damaged: not a catalog cache"
        case .otherVersion: "it was made by another version of Aisle"
        case .cutShort: "it was damaged: the file is cut short"
        case .summaryMissing: "it was damaged: its summary is missing"
        case .notOurs: "it was damaged: it is not a file of this user's"
        case .unreadable(let error): "it was damaged: \(error.reason)"
        case .failedRead(let error?): "a read failed (\(error.reason)); your cart was kept"
        case .failedRead(nil): "a read failed in an earlier run"
        case .stale: "the catalog changed"
        }
    }
}
