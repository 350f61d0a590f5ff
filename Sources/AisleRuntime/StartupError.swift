import Storefront

/// Why Aisle could not start: each becomes one `aisle: …` line and status 2 in the executable,
/// before the screen is touched.
public enum StartupError: Error, Equatable, Sendable {
    /// Neither `--catalog`, `AISLE_CATALOG` nor the bundled catalog gave a file.
    case catalogNotFound
    /// The catalog at `file` could not be used.
    case catalog(CatalogError, file: String)
    /// The catalog could not be imported because nothing could be written: the cache at
    /// `path` and a temporary file both failed (`reason`, as the system says it).
    case catalogImport(path: String, reason: String)
}
