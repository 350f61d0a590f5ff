import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// What is read back from a cache is held to the catalog's rules: a cache edited by hand (its
/// fingerprint intact) or damaged is a damaged cache, never a price of 9.2 × 10¹⁶ dollars.
@Suite("Values read back from the cache", .timeLimit(.minutes(10)))
struct CacheValueBoundsTests {
    @Test(
        arguments: [
            ("UPDATE product SET price = 9223372036854775807 WHERE id = 'p-08'", "price"),
            ("UPDATE product SET price = -1 WHERE id = 'p-08'", "price"),
            ("UPDATE product SET stock = 1000001 WHERE id = 'p-08'", "stock"),
            ("UPDATE product SET price = 'cheap' WHERE id = 'p-08'", "price"),
            ("UPDATE product SET name = x'00ff' WHERE id = 'p-08'", "name"),
        ])
    func aValueOutOfBoundsIsADamagedCache(edit: String, field: String) throws {
        let scratch = try CacheScratch()
        _ = try scratch.open()
        let edited = try DatabaseQueue(path: scratch.cacheFile)
        try edited.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: edit)
        }
        try edited.close()
        let opened = try scratch.open()
        #expect(opened.notice == nil, "the header and fingerprint are intact")
        #expect(throws: CatalogStoreError.invalidValue(path: scratch.cacheFile, field: field)) {
            try opened.store.product(Fixtures.kettle)
        }
        var cart = Cart(lines: [CartLine(product: Fixtures.kettle, quantity: 2)])
        #expect(throws: CatalogStoreError.self) {
            try cart.reconcile(with: Catalog(store: opened.store))
        }
        #expect(cart.lines.count == 1, "nothing dropped on the strength of it")
        let rebuilt = try scratch.open()
        #expect(rebuilt.notice == "Rebuilt the catalog cache: a read failed in an earlier run.")
        #expect(try rebuilt.store.product(Fixtures.kettle)?.price == 4999)
    }

    @Test func aSQLiteCatalogWhoseProductsIsAViewIsToldSo() throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        try SQLiteCatalogSourceTests.write(
            try Fixtures.catalog(), to: path,
            change: "ALTER TABLE products RENAME TO items; "
                + "CREATE VIEW products AS SELECT * FROM items")
        do {
            _ = try scratch.cache.open(source: path, key: path) { _ in }
            Issue.record("a view was accepted")
        } catch {
            guard case .catalog(let problem) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(
                problem.description(file: "shop.sqlite").contains("\"products\" must be a table"))
            #expect(problem.description(file: "shop.sqlite").contains("found a view"))
        }
    }
}
