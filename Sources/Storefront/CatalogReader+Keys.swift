extension CatalogReader {
    /// A key as read from the file: the catalog field it names, if any, and where it starts.
    struct Key {
        var field: Field?
        var offset: Int
    }

    /// The field names the catalog uses, at any level.
    enum Field: Int, CaseIterable {
        case currency, categories, sellers, products
        case id, name, about, category, seller, price, stock, description
        case options, variants, values, inventory, sku

        /// The top-level fields, in the order a missing one is reported.
        static let topLevel: [Field] = [.currency, .categories, .sellers, .products]
        /// The fields of a category, a seller and a product, as `Fields.claim` masks.
        static let categoryFields = mask(.id, .name)
        static let sellerFields = mask(.id, .name, .about)
        static let productFields = mask(
            .id, .name, .category, .seller, .price, .stock, .description, .options, .variants,
            .inventory)
        static let variantFields = mask(.id, .values, .price, .stock, .inventory, .sku)

        private static func mask(_ fields: Field...) -> UInt32 {
            fields.reduce(0) { $0 | $1.bit }
        }

        var bit: UInt32 { 1 << UInt32(rawValue) }

        /// The name as it appears in the file.
        var spelling: StaticString {
            switch self {
            case .currency: "currency"
            case .categories: "categories"
            case .sellers: "sellers"
            case .products: "products"
            case .id: "id"
            case .name: "name"
            case .about: "about"
            case .category: "category"
            case .seller: "seller"
            case .price: "price"
            case .stock: "stock"
            case .description: "description"
            case .options: "options"
            case .variants: "variants"
            case .values: "values"
            case .inventory: "inventory"
            case .sku: "sku"
            }
        }

        /// The name as a string, for messages.
        var text: String { spelling.description }

        /// The field spelled by the bytes `key` (without escapes), nil for any other key.
        static func named(_ key: UnsafeBufferPointer<UInt8>) -> Field? {
            for field in allCases where field.spelling.utf8CodeUnitCount == key.count {
                let text = field.spelling.utf8Start
                if (0..<key.count).allSatisfy({ text[$0] == key[$0] }) { return field }
            }
            return nil
        }

        /// The field named by `key` after its escapes are resolved.
        static func named(_ key: String) -> Field? {
            allCases.first { $0.text == key }
        }
    }

    /// The fields one record has read so far.
    struct Fields {
        var id: String?
        var name: String?
        var about: String?
        var category: String?
        var seller: String?
        var price: Int?
        var stock: Int?
        var description: String?
        var options: [String]?
        var variants: [Variant]?
        var values: [String]?
        var inventory: Inventory?
        var sku: String?
        private var seen: UInt32 = 0

        /// The field `key` names if it is one of `allowed` (a `Field` mask), nil for a key
        /// to skip; a field read before in this record is a failure.
        mutating func claim(_ key: Key, allowed: UInt32) throws(Failure) -> Field? {
            guard let field = key.field, allowed & field.bit != 0 else { return nil }
            guard seen & field.bit == 0 else {
                throw Failure(.repeatedField(field.text), at: key.offset)
            }
            seen |= field.bit
            return field
        }
    }
}

extension CatalogReader.Cursor {
    /// A key. Printable ASCII without escapes is matched in place; anything else is read as
    /// a string first, so that `"\u0069d"` is `id`, as JSON means.
    mutating func key() throws(Failure) -> CatalogReader.Key {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start + 1..<index])
                index += 1
                return CatalogReader.Key(field: CatalogReader.Field.named(text), offset: start)
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        index = start
        let text = try string()
        return CatalogReader.Key(field: CatalogReader.Field.named(text), offset: start)
    }
}
