import Foundation
import Storefront
import TestSupport
import Testing

/// Catalog files in, catalogs or located errors out: every class of bad file gives its exact
/// message, naming the line, the record and the problem.
@Suite(.timeLimit(.minutes(10))) struct CatalogBadRecordTests {
    typealias Sample = BadCatalogCorpus.Sample
    typealias BadCase = BadCatalogCorpus.BadCase
    static let badCases = BadCatalogCorpus.badCases

    @Test(arguments: badCases)
    func badCatalogIsRefusedWithALocatedMessage(_ bad: BadCase) {
        let error = #expect(throws: CatalogError.self) { try Catalog.decode(Array(bad.json.utf8)) }
        #expect(error?.description(file: "shop.json") == #"catalog "shop.json""# + bad.message)
    }

    @Test func syntaxErrorIsLocatedByLineAndColumnInCharacters() {
        let json = """
            {
              "currency": "USD",
              "categories": [],
              "sellers": [{"name": "Café", "id": "s-1" "about": "x"}],
            }
            """
        #expect(
            throws: CatalogError.invalid(
                .syntax(#"expected "," or "}" after a field, found "\"""#),
                at: CatalogPlace(line: 4, column: 44, record: CatalogRecord(.sellers, 0, id: "s-1"))
            )
        ) { try Catalog.decode(Array(json.utf8)) }
    }

    @Test func textFromTheFileIsEscapedInMessages() {
        let json = Sample.json(third: Sample.product("p-003", ["category": #""\u001b[31mred""#]))
        let error = #expect(throws: CatalogError.self) { try Catalog.decode(Array(json.utf8)) }
        let message = error?.description(file: "bad\nname.json") ?? ""
        #expect(message.contains(#"category "\u{1B}[31mred""#))
        #expect(message.contains(#"catalog "bad\nname.json""#))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func unknownFieldsAreIgnoredAndAByteOrderMarkIsAccepted() throws {
        let json = Sample.json(
            third: Sample.product("p-003", ["colour": #"{"x": [1.5e3, -0, true, null]}"#]))
        let catalog = try Catalog.decode([0xEF, 0xBB, 0xBF] + Array(json.utf8))
        #expect(catalog.products.map(\.id) == ["p-001", "p-002", "p-003"])
        #expect(catalog.product("p-001")?.price == 1850)
        #expect(catalog.seller("s-one")?.name == "Café s-one")
        #expect(catalog.currency == .usd)
    }

    @Test func theMaximaThemselvesAreAccepted() throws {
        let third = Sample.product("p-003", ["price": "1000000000", "stock": "1000000"])
        let catalog = try Catalog.decode(Array(Sample.json(third: third).utf8))
        #expect(catalog.product("p-003")?.price == Catalog.maximumPrice)
        #expect(catalog.product("p-003")?.stock == Catalog.maximumStock)
    }

    /// A catalog built in memory has no lines, but still names the record.
    @Test func catalogBuiltInMemoryNamesTheRecord() {
        let product = Product(
            id: "p-1", name: "A", category: "c", seller: "s", price: 1 << 62, stock: 1,
            description: "")
        #expect(
            throws: CatalogError.invalid(
                .outOfRange(field: "price", found: "4611686018427387904", maximum: 1_000_000_000),
                at: CatalogPlace(record: CatalogRecord(.products, 0, id: "p-1")))
        ) {
            try Catalog(
                currency: .usd, categories: [Category(id: "c", name: "C")],
                sellers: [Seller(id: "s", name: "S", about: "")], products: [product])
        }
    }
}

extension BadCatalogCorpus.BadCase: CustomTestStringConvertible {
    public var testDescription: String { label }
}
