extension CatalogFastReader {
    /// A key as read from the file: which catalog field it names, if any, and where its bytes
    /// are (without the quotes).
    struct Key {
        var field: Field?
        var range: Range<Int>
    }

    /// The field names the catalog uses, at any level.
    enum Field: CaseIterable {
        case currency, categories, sellers, products
        case id, name, about, category, seller, price, stock, description

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
            }
        }

        /// The field spelled by `key` in `bytes`, nil for any other key.
        static func named(_ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Field? {
            for field in allCases where matches(field.spelling, key, bytes) {
                return field
            }
            return nil
        }

        private static func matches(
            _ spelling: StaticString, _ key: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
        ) -> Bool {
            guard spelling.utf8CodeUnitCount == key.count else { return false }
            let text = spelling.utf8Start
            for offset in 0..<key.count where text[offset] != bytes[key.lowerBound + offset] {
                return false
            }
            return true
        }
    }

    /// The keys of one object the reader skipped, so that a repeated one can give up.
    struct KeyLog {
        private var ranges: [Range<Int>] = []

        /// Records `key`; throws if the object already had it.
        mutating func insert(
            _ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
        ) throws(GiveUp) {
            for seen in ranges
            where seen.count == key.count
                && zip(seen, key).allSatisfy({ bytes[$0] == bytes[$1] })
            {
                throw GiveUp()
            }
            ranges.append(key)
        }
    }
}

extension CatalogFastReader.Cursor {
    /// A key: a string of printable ASCII without escapes. Anything else might equal a catalog
    /// field only after decoding or Unicode equivalence, which is the decoder's to judge.
    mutating func key() throws(GiveUp) -> CatalogFastReader.Key {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let range = start..<index
                index += 1
                return CatalogFastReader.Key(
                    field: CatalogFastReader.Field.named(range, in: bytes), range: range)
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { throw GiveUp() }
            index += 1
        }
        throw GiveUp()
    }
}
