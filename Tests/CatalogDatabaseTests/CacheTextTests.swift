import Storefront
import Testing

@testable import CatalogDatabase

/// A NUL in catalog text shows as a placeholder and the text after it stays: SQLite would end
/// the text at the NUL on the way back from the cache.
@Suite(.timeLimit(.minutes(10))) struct CacheTextTests {
    @Test(arguments: [
        ("plain", "plain"), ("a\u{0}b", "a\u{FFFD}b"), ("\u{0}", "\u{FFFD}"),
        ("\u{0}\u{0}é", "\u{FFFD}\u{FFFD}é"),
    ])
    func nulBecomesThePlaceholder(text: String, stored: String) {
        #expect(CacheText.stored(text) == stored)
    }

    @Test func textAfterANulComesBackFromTheCache() throws {
        let category = Category(id: "c-1", name: "Tea\u{0}room")
        let seller = Seller(id: "s-1", name: "Leaf\u{0}Co", about: "Since\u{0}1901, in Kyoto")
        let product = Product(
            id: "p-1", name: "Sencha\u{0} Green", category: "c-1", seller: "s-1", price: 500,
            stock: 3, description: "Steamed\u{0} leaves; the rest of the sentence stays.")
        let memory = try Catalog(
            currency: .usd, categories: [category], sellers: [seller], products: [product])
        let scratch = try CacheScratch(memory)
        let stored = Catalog(store: try scratch.open().store)
        let read = try #require(stored.product("p-1"))
        #expect(read.name == "Sencha\u{FFFD} Green")
        #expect(read.description == "Steamed\u{FFFD} leaves; the rest of the sentence stays.")
        #expect(stored.categories.first?.name == "Tea\u{FFFD}room")
        #expect(stored.seller("s-1")?.about == "Since\u{FFFD}1901, in Kyoto")
    }
}
