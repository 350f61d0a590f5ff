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

    /// `catalog` (built from records, `ImportedCatalogs`) as the JSON of a catalog file.
    public static func encode(_ catalog: Catalog, pretty: Bool = false) throws -> [UInt8] {
        try encode(catalog.contents, pretty: pretty)
    }

    /// `contents` as the JSON of a catalog file.
    public static func encode(_ contents: CatalogContents, pretty: Bool = false) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        let file = File(
            currency: contents.currency.code, categories: contents.categories,
            sellers: contents.sellers, products: contents.products)
        return Array(try encoder.encode(file))
    }
}
