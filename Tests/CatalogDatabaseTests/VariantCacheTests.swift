import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// Variants through the cache users read: imported, then read back by product and by variant
/// id, in lists, and refused when the cache holds variants that break their rules.
@Suite(.timeLimit(.minutes(10))) struct VariantCacheTests {
    @Test func theCacheReadsBackWhatTheFileSaid() throws {
        let memory = try Fixtures.variantCatalog()
        let stored = Catalog(store: try CacheScratch(memory).open().store)
        #expect(stored.product(Fixtures.tee) == memory.product(Fixtures.tee))
        #expect(stored.product(Fixtures.teeLargeBlue) == memory.product(Fixtures.teeLargeBlue))
        #expect(stored.product(Fixtures.teeLargeBlue)?.name == "Aisle Tee — L / Blue")
        #expect(stored.product("TEE-XL") == nil)
        // Products without variants read as before.
        #expect(stored.product(Fixtures.beans) == memory.product(Fixtures.beans))
    }

    @Test func aListShowsTheProductOnceWithItsVariants() throws {
        let memory = try Fixtures.variantCatalog()
        let stored = Catalog(store: try CacheScratch(memory).open().store)
        for order in ProductOrder.allCases {
            let listing = ProductListing(.category(Fixtures.kitchen), order: order)
            let shelf = stored.shelf(listing).all
            #expect(shelf.filter { $0.id == Fixtures.tee }.count == 1, "\(order)")
            #expect(shelf.first { $0.id == Fixtures.tee }?.priceRange == 1800...2200)
            #expect(shelf.map(\.id) == memory.shelf(listing).all.map(\.id), "\(order)")
        }
        #expect(stored.shelf(matching: "tee").all.map(\.id) == [Fixtures.tee])
    }

    @Test func variantRowsThatBreakTheRulesMakeTheCacheDamaged() throws {
        let scratch = try CacheScratch(try Fixtures.variantCatalog())
        _ = try scratch.open()
        let edited = try DatabaseQueue(path: scratch.cacheFile)
        try edited.write { db in
            try db.execute(sql: "UPDATE variant SET value2 = 'Black' WHERE id = 'TEE-M-BLU'")
        }
        try edited.close()
        let store = try scratch.open().store
        #expect(throws: CatalogStoreError.invalidValue(path: scratch.cacheFile, field: "variant")) {
            try store.product(Fixtures.teeMediumBlue)
        }
    }
}

/// Variants in a SQLite catalog: `option1`…`option3` on `products` and a `variants` table.
@Suite(.timeLimit(.minutes(10))) struct SQLiteCatalogVariantTests {
    static let variants = """
        ALTER TABLE products ADD COLUMN option1 TEXT;
        ALTER TABLE products ADD COLUMN option2 TEXT;
        ALTER TABLE products ADD COLUMN option3 TEXT;
        INSERT INTO products VALUES ('tee', 'Aisle Tee', 'kitchen', 's-roast', NULL, NULL,
            'Soft cotton tee with the Aisle logo.', 'Size', 'Colour', NULL);
        CREATE TABLE variants(product TEXT, id TEXT, value1 TEXT, value2 TEXT, value3 TEXT,
            price INTEGER, stock INTEGER);
        INSERT INTO variants VALUES ('tee', 'TEE-S-BLK', 'S', 'Black', NULL, 1800, 4),
            ('tee', 'TEE-M-BLK', 'M', 'Black', NULL, 1800, 0),
            ('tee', 'TEE-M-BLU', 'M', 'Blue', NULL, 2000, 3),
            ('tee', 'TEE-L-BLU', 'L', 'Blue', NULL, 2200, 1);
        """

    @Test func opensLikeTheSameCatalogInJSON() throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        try SQLiteCatalogSourceTests.write(try Fixtures.catalog(), to: path, change: Self.variants)
        let catalog = Catalog(store: try scratch.cache.open(source: path, key: path) { _ in }.store)
        #expect(catalog.product(Fixtures.tee) == Fixtures.teeProduct)
        #expect(catalog.product(Fixtures.teeMediumBlue)?.name == "Aisle Tee — M / Blue")
    }

    @Test func variantsOfAProductNotListedAreRefused() throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        try SQLiteCatalogSourceTests.write(
            try Fixtures.catalog(), to: path,
            change: Self.variants + "UPDATE variants SET product = 'gone' WHERE id = 'TEE-L-BLU';")
        #expect(throws: (any Error).self) {
            try scratch.cache.open(source: path, key: path, options: ImportOptions(strict: true)) {
                _ in
            }
        }
    }
}
