import CatalogDatabase
import Storefront

/// Why Aisle could not start: each becomes one `aisle: …` line and status 2 in the executable,
/// before the screen is touched.
public enum StartupError: Error, Equatable, Sendable {
    /// Neither `--catalog`, `AISLE_CATALOG` nor the bundled catalog gave a file.
    case catalogNotFound
    /// The catalog at `file` could not be used.
    case catalog(CatalogError, file: String)
    /// The catalog could not be imported because nothing could be written: no cache is kept
    /// (`cache` says why) and the temporary file tried instead failed (`temporary`).
    case catalogImport(temporary: CatalogWriteFailure, cache: CacheUnavailable)
}
