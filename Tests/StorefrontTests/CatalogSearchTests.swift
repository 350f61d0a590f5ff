import Storefront
import TestSupport
import Testing

@Suite("Search in the in-memory store", .timeLimit(.minutes(10)))
struct CatalogSearchTests {
    @Test(arguments: SearchExamples.cases)
    func results(query: String, expected: [ProductID]) throws {
        let found = try Fixtures.catalog().shelf(matching: query)
        #expect(found.all.map(\.id) == expected)
        #expect(found.count == expected.count)
    }

    @Test(arguments: SearchExamples.blank)
    func blankQueryFindsNothing(query: String) throws {
        #expect(try Fixtures.catalog().shelf(matching: query).isEmpty)
    }

    @Test func pagesAreSlicesOfTheWholeAnswer() throws {
        let found = try Fixtures.catalog().shelf(matching: "northside")
        #expect(found.products(at: 1..<3).map(\.id) == [Fixtures.decaf, "p-09"])
        #expect(found.products(at: 4..<40).map(\.id) == ["p-01"])
        #expect(found.products(at: 9..<12).isEmpty)
        #expect(found[4]?.id == "p-01")
        #expect(found[5] == nil)
    }

    @Test func chineseAndJapaneseMatchCharactersInARow() throws {
        let catalog = try Catalog(
            currency: .usd, categories: [Category(id: "tea", name: "Tea")],
            sellers: [Seller(id: "s", name: "京都茶舗", about: "")],
            products: [
                Product(
                    id: "p-1", name: "緑茶セット", category: "tea", seller: "s", price: 1, stock: 1,
                    description: "宇治の抹茶"),
                Product(
                    id: "p-2", name: "Teapot", category: "tea", seller: "s", price: 1, stock: 1,
                    description: "For 緑茶."),
            ])
        func ids(_ query: String) -> [ProductID] { catalog.shelf(matching: query).all.map(\.id) }
        #expect(ids("緑茶") == ["p-1", "p-2"])
        #expect(ids("茶") == ["p-1", "p-2"])
        #expect(ids("抹茶") == ["p-1"])
        #expect(ids("茶緑") == [])
        #expect(ids("京都") == ["p-2", "p-1"])
        #expect(ids("セット 宇治") == ["p-1"])
    }
}
