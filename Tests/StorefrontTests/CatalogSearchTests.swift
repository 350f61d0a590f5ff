import Storefront
import TestSupport
import Testing

@Suite("CatalogSearch")
struct CatalogSearchTests {
    static let roasteryProducts: [ProductID] = [
        "p-01", "p-02", Fixtures.decaf, Fixtures.kettle, "p-09",
    ]
    static let paperProducts: [ProductID] = ["p-05", Fixtures.cookbook, "p-07", "p-10", "p-11"]

    @Test(
        arguments: [
            // By name, description and seller name.
            ("grinder", ["p-09"]),
            ("dishwasher", ["p-10"]),
            ("northside", roasteryProducts),
            ("Paper & Clay", paperProducts),
            // Case and accents do not matter, either way round.
            ("GOOSENECK", [Fixtures.kettle]),
            ("creme brulee", [Fixtures.cookbook]),
            ("CRÈME BRÛLÉE", [Fixtures.cookbook]),
            ("café", ["p-11"]),
            ("cafe", ["p-11"]),
            // Every word must match, in any order, anywhere in the text, also inside words.
            ("brulee creme", [Fixtures.cookbook]),
            ("brul", [Fixtures.cookbook]),
            ("coffee atlas", ["p-05"]),
            ("coffee grinder", []),
            ("northside kettle", [Fixtures.kettle]),
            ("creme\t  brulee ", [Fixtures.cookbook]),
            // Fields are not glued together into one word.
            ("beansnorthside", []),
            // Results come in catalog order; out-of-stock products are still found.
            ("coffee", ["p-05", Fixtures.kettle]),
            ("decaf", [Fixtures.decaf]),
            // Category names are not searched.
            ("kitchen", []),
            ("nothing like this", []),
        ] as [(String, [ProductID])])
    func results(query: String, expected: [ProductID]) throws {
        #expect(CatalogSearch.results(for: query, in: try Fixtures.catalog()) == expected)
    }

    @Test(arguments: ["", " ", "   ", "\t\n", "\u{3000}"])
    func blankQueryFindsNothing(query: String) throws {
        #expect(CatalogSearch.results(for: query, in: try Fixtures.catalog()).isEmpty)
    }
}
