/// The catalog file exactly as written on disk, before any cross-record checks:
/// `{"currency", "categories": [{"id", "name"}], "sellers": [{"id", "name", "about"}],
/// "products": [{"id", "name", "category", "seller", "price", "stock", "description"}]}`.
///
/// Plain strings and integers rather than the model types: decoding a typed `Identifier`
/// goes through a single-value container per id, which costs measurably on 100,000 products.
/// Unknown fields are ignored, so a newer catalog still loads in an older build.
struct CatalogJSONDocument: Decodable {
    var currency: String
    var categories: [CategoryRecord]
    var sellers: [SellerRecord]
    var products: [ProductRecord]

    /// One entry of `categories`.
    struct CategoryRecord: Decodable {
        var id: String
        var name: String
    }

    /// One entry of `sellers`.
    struct SellerRecord: Decodable {
        var id: String
        var name: String
        var about: String
    }

    /// One entry of `products`.
    struct ProductRecord: Decodable {
        var id: String
        var name: String
        var category: String
        var seller: String
        var price: Int
        var stock: Int
        var description: String

        private enum CodingKeys: String, CodingKey {
            case id, name, category, seller, price, stock, description
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            category = try container.decode(String.self, forKey: .category)
            seller = try container.decode(String.self, forKey: .seller)
            price = try Self.wholeNumber(container, .price)
            stock = try Self.wholeNumber(container, .stock)
            description = try container.decode(String.self, forKey: .description)
        }

        /// The decoder fails on a number that is not an `Int` (18.5, 1e30) with its internal
        /// JSON error, which surfaces as "not valid JSON" with no coding path at all; turn it into
        /// a decoding error at the field so the message can name the record.
        private static func wholeNumber(
            _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
        ) throws -> Int {
            do {
                return try container.decode(Int.self, forKey: key)
            } catch let error as DecodingError {
                throw error
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [key],
                        debugDescription: "not a whole number within range", underlyingError: error)
                )
            }
        }
    }
}
