/// A single-pass reader for the happy path of `Catalog.decode`: it builds the catalog straight
/// from the bytes, about three times faster than `JSONDecoder` on 100,000 products.
///
/// It accepts a strict subset of what the decoder accepts and gives up (nil) on anything else:
/// syntax errors, missing or repeated fields, numbers that are not plain non-negative integers
/// of at most 18 digits, keys that are not plain ASCII, lone surrogates, invalid UTF-8, unknown
/// currencies, bad ids and catalogs `Catalog.init` rejects. The decoder then runs and says
/// precisely what is wrong, so this reader never produces an error of its own.
enum CatalogFastReader {
    /// The catalog in `bytes`, or nil when the decoder must have the final word.
    static func catalog(from bytes: [UInt8]) -> Catalog? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(buffer)
            do throws(GiveUp) {
                return try cursor.document()
            } catch {
                return nil
            }
        }
    }

    /// Why the reader stopped; deliberately empty, since the decoder explains.
    struct GiveUp: Error {}

    /// A position in the file's bytes; the catalog grammar reads forward from it.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The whole file: one object, then only white space.
        mutating func document() throws(GiveUp) -> Catalog {
            var currency: String?
            var categories: [Category]?
            var sellers: [Seller]?
            var products: [Product]?
            var others = KeyLog()
            skipWhitespace()
            try members { cursor, key throws(GiveUp) in
                switch key.field {
                case .currency? where currency == nil: currency = try cursor.string()
                case .categories? where categories == nil: categories = try cursor.categories()
                case .sellers? where sellers == nil: sellers = try cursor.sellers()
                case .products? where products == nil: products = try cursor.products()
                case .currency?, .categories?, .sellers?, .products?: throw GiveUp()
                default: try cursor.skipUnknown(key, &others)
                }
            }
            skipWhitespace()
            guard index == bytes.count, let currency, let categories, let sellers, let products,
                let known = Currency.known[currency]
            else { throw GiveUp() }
            do {
                return try Catalog(
                    currency: known, categories: categories, sellers: sellers, products: products)
            } catch {
                throw GiveUp()
            }
        }

        /// Reads an object, calling `member` at each value with its key; the cursor must be at
        /// `{` and is left after `}`.
        mutating func members(
            _ member: (inout Cursor, Key) throws(GiveUp) -> Void
        ) throws(GiveUp) {
            try expect(UInt8(ascii: "{"))
            skipWhitespace()
            if try peek() == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                let key = try self.key()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
                try member(&self, key)
                skipWhitespace()
                switch try next() {
                case UInt8(ascii: ","): skipWhitespace()
                case UInt8(ascii: "}"): return
                default: throw GiveUp()
                }
            }
        }

        /// Reads an array, calling `element` at each value; the cursor must be at `[` and is
        /// left after `]`.
        mutating func elements(_ element: (inout Cursor) throws(GiveUp) -> Void) throws(GiveUp) {
            try expect(UInt8(ascii: "["))
            skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try element(&self)
                skipWhitespace()
                switch try next() {
                case UInt8(ascii: ","): skipWhitespace()
                case UInt8(ascii: "]"): return
                default: throw GiveUp()
                }
            }
        }
    }
}
