import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

@Suite("A catalog given as SQLite", .timeLimit(.minutes(10)))
struct SQLiteCatalogSourceTests {
    /// Writes `catalog` into a SQLite catalog at `path` in the documented schema, then runs
    /// `change` on it.
    static func write(
        _ catalog: Catalog, to path: String, change: String = ""
    ) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE catalog(currency TEXT NOT NULL);
                    CREATE TABLE categories(id TEXT, name TEXT);
                    CREATE TABLE sellers(id TEXT, name TEXT, about TEXT);
                    CREATE TABLE products(id TEXT, name TEXT, category TEXT, seller TEXT,
                        price INTEGER, stock INTEGER, description TEXT);
                    """)
            try db.execute(
                sql: "INSERT INTO catalog VALUES (?)", arguments: [catalog.currency.code])
            for category in catalog.categories {
                try db.execute(
                    sql: "INSERT INTO categories VALUES (?, ?)",
                    arguments: [category.id.rawValue, category.name])
            }
            for seller in catalog.sellers {
                try db.execute(
                    sql: "INSERT INTO sellers VALUES (?, ?, ?)",
                    arguments: [seller.id.rawValue, seller.name, seller.about])
            }
            for product in catalog.products {
                try db.execute(
                    sql: "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [
                        product.id.rawValue, product.name, product.category.rawValue,
                        product.seller.rawValue, product.price, product.stock, product.description,
                    ])
            }
            if !change.isEmpty { try db.execute(sql: change) }
        }
        try queue.close()
    }

    @Test func opensLikeTheSameCatalogInJSON() throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        let memory = try Fixtures.catalog()
        try Self.write(memory, to: path)
        let opened = try scratch.cache.open(source: path, key: path) { _ in }
        let catalog = Catalog(store: opened.store)
        #expect(catalog.categories == memory.categories)
        for product in memory.products { #expect(catalog.product(product.id) == product) }
        #expect(catalog.shelf(matching: "coffee").all.map(\.id) == ["p-05", Fixtures.kettle])
        let before = try #require(Disk.contents(path))
        _ = try scratch.cache.open(source: path, key: path) { _ in }
        #expect(Disk.contents(path) == before)
    }

    @Test(
        arguments: [
            (
                "UPDATE products SET price = 'cheap' WHERE id = 'p-02'",
                CatalogError.invalid(
                    .wrongType(
                        subject: "\"price\"", expected: "a whole number", found: "\"cheap\""),
                    at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-02")))
            ),
            (
                "UPDATE products SET seller = 's-nobody' WHERE id = 'p-02'",
                .invalid(
                    .unknownSeller("s-nobody"),
                    at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-02")))
            ),
            (
                "UPDATE products SET id = 'p-01' WHERE id = 'p-02'",
                .invalid(
                    .duplicateID("p-01", first: CatalogRecord(.products, 0)),
                    at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-01")))
            ),
            (
                "UPDATE products SET description = hex(zeroblob(600000)) WHERE id = 'p-02'",
                .invalid(
                    .tooLong(
                        field: "description", maximum: 1_048_576, unit: "bytes of UTF-8",
                        found: nil),
                    at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-02")))
            ),
            (
                "UPDATE products SET name = substr(hex(zeroblob(600)), 1, 1001) WHERE id = 'p-02'",
                .invalid(
                    .tooLong(field: "name", maximum: 1000, unit: "characters", found: 1001),
                    at: CatalogPlace(record: CatalogRecord(.products, 1, id: "p-02")))
            ),
            (
                "UPDATE products SET price = -1 WHERE id IN ('p-02', 'p-05')",
                .several(
                    [1, 3].map { index in
                        CatalogIssue(
                            .outOfRange(field: "price", found: "-1", maximum: 1_000_000_000),
                            at: CatalogPlace(
                                record: CatalogRecord(
                                    .products, index, id: index == 1 ? "p-02" : "p-05")))
                    }, more: 0)
            ),
            (
                "ALTER TABLE products DROP COLUMN stock",
                .invalid(
                    .missingField("stock"),
                    at: CatalogPlace(record: CatalogRecord(.products, 0)))
            ),
        ] as [(String, CatalogError)])
    func aBadRecordIsNamed(change: String, expected: CatalogError) throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        try Self.write(try Fixtures.catalog(), to: path, change: change)
        do {
            _ = try scratch.cache.open(
                source: path, key: path, options: ImportOptions(strict: true)
            ) { _ in }
            Issue.record("a bad catalog was accepted")
        } catch {
            guard case .catalog(let problem) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(problem == expected)
        }
    }
}
