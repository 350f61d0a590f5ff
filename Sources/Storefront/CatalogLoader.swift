import Navigation
import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Catalog {
    /// The largest catalog file Aisle reads (256 MiB): far above the 100,000-product benchmark
    /// (about 35 MB), low enough that a wrong path (a disk image, a log) fails at once.
    public static let maximumFileSize = 256 << 20

    /// Reads the catalog file at `path` and checks it; symbolic links are followed.
    ///
    /// Throws `.unreadable(reason:)` for a missing, unreadable, non-regular or oversized file,
    /// and otherwise whatever `decode(_:)` throws.
    public static func load(contentsOf path: String) throws(CatalogError) -> Catalog {
        try decode(try readCatalogFile(path))
    }

    /// Decodes the bytes of a catalog file (UTF-8 JSON, see `Resources/catalog.json`) and
    /// checks that it holds together.
    ///
    /// Throws `.malformed(record:problem:)` naming the record (`products[12] (id "p-013")`) or
    /// the place (`line 4, column 7`), `.unsupportedCurrency` for a currency not in
    /// `Currency.known`, or the consistency errors of `Catalog.init`.
    public static func decode(_ bytes: [UInt8]) throws(CatalogError) -> Catalog {
        // The happy path skips the decoder; anything unusual falls through to it and its messages.
        if let catalog = CatalogFastReader.catalog(from: bytes) { return catalog }
        return try decodeWithDecoder(bytes)
    }

    /// `decode(_:)` through Foundation's `JSONDecoder` alone: the reference the fast reader must
    /// agree with, and the path that explains every rejected file.
    static func decodeWithDecoder(_ bytes: [UInt8]) throws(CatalogError) -> Catalog {
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
            throw .malformed(
                record: "the file",
                problem:
                    "empty, expected a JSON object with currency, categories, sellers and products")
        }
        // The decoder recurses per level of nesting; refuse absurd depths before it sees them.
        if JSONDepth.exceeds(bytes, limit: JSONScanner.defaultDepthLimit) {
            throw CatalogJSONDiagnosis.syntaxError(in: bytes)
        }
        let document: CatalogJSONDocument
        do {
            document = try JSONDecoder().decode(CatalogJSONDocument.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw CatalogJSONDiagnosis.error(for: error, in: bytes)
        } catch {
            throw CatalogJSONDiagnosis.syntaxError(in: bytes)
        }
        return try catalog(from: document)
    }

    /// The model built from a decoded file: currency looked up, ids checked, then the
    /// cross-record checks of `init`.
    private static func catalog(from document: CatalogJSONDocument) throws(CatalogError) -> Catalog
    {
        guard let currency = Currency.known[document.currency] else {
            throw .unsupportedCurrency(document.currency)
        }
        var categories: [Category] = []
        categories.reserveCapacity(document.categories.count)
        for (index, record) in document.categories.enumerated() {
            try checkID(record.id, "categories", index)
            categories.append(Category(id: CategoryID(record.id), name: record.name))
        }
        var sellers: [Seller] = []
        sellers.reserveCapacity(document.sellers.count)
        for (index, record) in document.sellers.enumerated() {
            try checkID(record.id, "sellers", index)
            sellers.append(Seller(id: SellerID(record.id), name: record.name, about: record.about))
        }
        var products: [Product] = []
        products.reserveCapacity(document.products.count)
        for (index, record) in document.products.enumerated() {
            try checkID(record.id, "products", index)
            products.append(
                Product(
                    id: ProductID(record.id), name: record.name,
                    category: CategoryID(record.category), seller: SellerID(record.seller),
                    price: record.price, stock: record.stock, description: record.description))
        }
        return try Catalog(
            currency: currency, categories: categories, sellers: sellers, products: products)
    }

    /// Ids travel in deep links (`aisle://product/p-013`) and saved paths, so they must be
    /// non-empty and need no escaping: ASCII letters, digits and `-` `_` `.` `~`.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                    UInt8(ascii: "."), UInt8(ascii: "~"):
                    true
                default: false
                }
            }
    }

    /// Reports an id that breaks `isValidID`, naming its record.
    private static func checkID(_ id: String, _ section: String, _ index: Int) throws(CatalogError)
    {
        guard !isValidID(id) else { return }
        throw .malformed(
            record: "\(section)[\(index)] (id \(id.catalogQuoted()))",
            problem: id.isEmpty
                ? "\"id\" must not be empty"
                : "\"id\" may use only ASCII letters, digits, \"-\", \"_\", \".\" and \"~\"")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
