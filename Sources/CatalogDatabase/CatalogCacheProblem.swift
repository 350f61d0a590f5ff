/// Why a catalog cache on disk cannot be used as it is, in words for the notice that says it
/// was rebuilt.
enum CatalogCacheProblem: Error, Equatable {
    /// Not a catalog cache, or a damaged or truncated one.
    case damaged(String)
    /// A cache of another format version.
    case otherVersion
    /// A cache built from another file, or from this file before it changed.
    case stale

    /// The notice's words: "Rebuilt the catalog cache (it was damaged: …)".
    var reason: String {
        switch self {
        case .damaged(let detail): "it was damaged: \(detail)"
        case .otherVersion: "it was made by another version of Aisle"
        case .stale: "the catalog changed"
        }
    }
}
