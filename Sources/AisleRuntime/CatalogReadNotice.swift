import CatalogDatabase
import Storefront

/// The notice for a catalog that failed a read at start-up even after its cache was rebuilt
/// (a failing disk): everything was kept as it was.
enum CatalogReadNotice {
    /// "The catalog could not be read (…): the cart and the saved screens were kept unchecked."
    static func unchecked(_ failure: CatalogStoreError) -> String {
        "The catalog could not be read (\(failure.reason)): "
            + "the cart and the saved screens were kept unchecked"
    }
}
