import Foundation
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// The bad-catalog corpus through the importer users run (`CatalogImport`, on two threads),
/// not only the in-memory builder: each file is refused with the same message, so an importer
/// that let a product of an unknown category in would fail here. All or nothing
/// (`--strict`): without it the same records are left out, with the same lines
/// (`ImportLeftOutTests`).
@Suite(.timeLimit(.minutes(10))) struct ImporterBadCatalogTests {
    static func importError(_ json: String) throws -> CatalogImport.Failure? {
        let directory = try TemporaryDirectory()
        let source = directory.file("shop.json")
        try Disk.put(Array(json.utf8), at: source)
        do throws(CatalogImport.Failure) {
            try CatalogImport.build(
                source: source, destination: directory.file("cache.sqlite"),
                scratch: directory.file("search.sqlite"), meta: [:],
                options: ImportOptions(strict: true)
            ) { _ in }
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: BadCatalogCorpus.badCases)
    func theImporterRefusesWithTheSameMessage(_ bad: BadCatalogCorpus.BadCase) throws {
        let error = try Self.importError(bad.json)
        guard case .catalog(let catalogError)? = error else {
            Issue.record("imported, or failed otherwise: \(String(describing: error))")
            return
        }
        #expect(
            catalogError.description(file: "shop.json") == #"catalog "shop.json""# + bad.message)
    }

    /// A file with 1,041 bad records: the first 20 are listed in file order, the first as a
    /// one-problem file would give it, then how many more.
    @Test func everyProblemInOnePassUpTo20() throws {
        var products: [String] = []
        for index in 0..<1041 {
            products.append(
                index % 3 == 0
                    ? BadCatalogCorpus.Sample.product("p-\(index)", ["price": "-1"])
                    : index % 3 == 1
                        ? BadCatalogCorpus.Sample.product("p-\(index)", ["category": #""nope""#])
                        : BadCatalogCorpus.Sample.product("p-\(index)", omit: "name"))
        }
        let json =
            #"{"currency": "USD", "categories": [{"id": "coffee", "name": "C"}], "#
            + #""sellers": [{"id": "s-one", "name": "S", "about": ""}], "products": ["#
            + "\n" + products.joined(separator: ",\n") + "\n]}"
        let error = try #require(try Self.importError(json))
        guard case .catalog(let catalogError) = error else {
            Issue.record("\(error)")
            return
        }
        let lines = catalogError.lines(file: "shop.json")
        #expect(lines.count == 21)
        #expect(
            lines.first == #"catalog "shop.json", line 2, products[0] (id "p-0"): "#
                + #""price" must be a whole number from 0 to 1000000000, found -1"#)
        #expect(
            lines[1]
                == #"catalog "shop.json", line 4, products[2] (id "p-2"): missing field "name""#)
        #expect(lines.last == #"catalog "shop.json": 1021 more problems, not listed"#)
        // The in-memory reader gives the same report.
        let memory = #expect(throws: CatalogError.self) { try Catalog.decode(Array(json.utf8)) }
        #expect(memory?.lines(file: "shop.json") == lines)
    }

    /// Files with several problems that touch one another, where the order of the checks shows:
    /// the importer and the in-memory reader list the same lines.
    static let tangled: [(String, String)] = {
        typealias Sample = BadCatalogCorpus.Sample
        func file(_ products: [String], categories: String = Sample.categories("coffee")) -> String
        {
            #"{"currency": "USD", "categories": \#(categories), "#
                + #""sellers": [{"id": "s-one", "name": "S", "about": ""}], "products": ["#
                + "\n" + products.joined(separator: ",\n") + "\n]}"
        }
        return [
            (
                "a duplicate of an unknown category is one problem, the duplicate",
                file([
                    Sample.product("p-1"), Sample.product("p-1", ["category": #""nope""#]),
                    Sample.product("p-2"),
                ])
            ),
            (
                "an id out of range is not taken: the next one with it is no duplicate",
                file([
                    Sample.product("p-1", ["price": "-1"]), Sample.product("p-1"),
                    Sample.product("p-1"),
                ])
            ),
            (
                "products before their category, and one whose category never comes",
                #"{"currency": "USD", "products": ["# + "\n"
                    + [Sample.product("p-1"), Sample.product("p-2", ["category": #""later""#])]
                    .joined(separator: ",\n")
                    + "\n" + #"], "categories": [{"id": "coffee", "name": "C"}], "#
                    + #""sellers": [{"id": "s-one", "name": "S", "about": ""}]}"#
            ),
            (
                "an unknown category and an unknown seller: the category is named",
                file([Sample.product("p-1", ["category": #""nope""#, "seller": #""nobody""#])])
            ),
            (
                "a duplicate category and a duplicate seller",
                #"{"currency": "USD", "categories": [{"id": "c", "name": "C"}, "#
                    + #"{"id": "c", "name": "D"}], "sellers": [{"id": "s", "name": "S", "#
                    + #""about": ""}, {"id": "s", "name": "T", "about": ""}], "products": []}"#
            ),
            (
                "text from the file is escaped",
                file([Sample.product("p-1", ["category": #""\u001b[31mred""#])])
            ),
        ]
    }()

    @Test(arguments: tangled.map(\.0))
    func severalProblemsAreListedAsTheInMemoryReaderListsThem(_ label: String) throws {
        let json = try #require(Self.tangled.first { $0.0 == label }?.1)
        let memory = #expect(throws: CatalogError.self) { try Catalog.decode(Array(json.utf8)) }
        let error = try Self.importError(json)
        guard case .catalog(let imported)? = error else {
            Issue.record("imported, or failed otherwise: \(String(describing: error))")
            return
        }
        #expect(imported.lines(file: "shop.json") == memory?.lines(file: "shop.json"))
    }

    /// A test catalog the importer refuses (here a 129-byte category id) throws its refusal,
    /// naming the record, instead of stopping the whole test run.
    @Test func aTestCatalogTheImporterRefusesThrowsItsRefusal() {
        let id = CategoryID(String(repeating: "c", count: 129))
        let error = #expect(throws: CatalogError.self) {
            try Catalog(
                currency: .usd, categories: [Category(id: id, name: "Long")],
                sellers: [Seller(id: "s-1", name: "S", about: "")],
                products: [
                    Product(
                        id: "p-1", name: "P", category: id, seller: "s-1", price: 1, stock: 1,
                        description: "")
                ])
        }
        #expect("\(error.map { String(describing: $0) } ?? "")".contains("128"))
    }
}

extension BadCatalogCorpus.BadCase: CustomTestStringConvertible {
    public var testDescription: String { label }
}
