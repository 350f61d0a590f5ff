import Foundation
import Storefront

/// Catalogs written out as catalog files, for tests that read them back from disk.
public enum CatalogJSON {
    private struct File: Encodable {
        var currency: String
        var categories: [Category]
        var sellers: [Seller]
        var products: [Product]
    }

    /// `catalog` (held in memory) as the JSON of a catalog file.
    public static func encode(_ catalog: Catalog, pretty: Bool = false) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        let file = File(
            currency: catalog.currency.code, categories: catalog.categories,
            sellers: catalog.sellers, products: catalog.products)
        return Array(try encoder.encode(file))
    }
}
