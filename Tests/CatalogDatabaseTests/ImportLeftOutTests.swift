import Foundation
import GRDB
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// One bad product never sinks the shop: an import through the cache leaves it out, names it
/// and keeps the rest (the same rule for JSON, SQLite and a Shopify CSV), unless all or
/// nothing is asked; and the three inventory states and `--currency` are kept by the cache.
@Suite(.timeLimit(.minutes(10)))
struct ImportLeftOutTests {
    static let head =
        #"{"currency": "EUR", "categories": [{"id": "c", "name": "C"}], "#
        + #""sellers": [{"id": "s", "name": "S", "about": ""}], "products": ["#

    static func product(_ id: String, price: Int = 100, category: String = "c", extra: String = "")
        -> String
    {
        #"{"id": "\#(id)", "name": "\#(id)", "category": "\#(category)", "seller": "s", "#
            + #""price": \#(price), "stock": 2, "description": ""\#(extra)}"#
    }

    /// A scratch directory with `text` as its catalog file, named `name`.
    static func scratch(_ text: String, name: String = "shop.json") throws -> (
        CacheScratch, String
    ) {
        let scratch = try CacheScratch()
        let path = scratch.directory.file(name)
        try Disk.put(Array(text.utf8), at: path)
        return (scratch, path)
    }

    @Test func aBadJSONProductIsLeftOutAndNamed() throws {
        let json =
            Self.head
            + [Self.product("a"), Self.product("b", price: -1), Self.product("c")].joined(
                separator: ",\n") + "]}"
        let (scratch, path) = try Self.scratch(json)
        let opened = try scratch.cache.open(source: path, key: path) { _ in }
        let catalog = Catalog(store: opened.store)
        #expect(catalog.productCount == 2)
        #expect(catalog.product("a") != nil && catalog.product("c") != nil)
        let report = try #require(opened.report)
        #expect(report.imported == 2)
        #expect(report.productsLeftOut.count == 1)
        #expect(report.summary == "Left out 1 product with problems (listed above); imported 2.")
        #expect(report.leftOut?.lines(file: "shop.json").first?.contains("products[1]") == true)
    }

    @Test func strictRefusesTheWholeCatalogAndALenientCacheWillNotDo() throws {
        let json =
            Self.head + [Self.product("a"), Self.product("b", price: -1)].joined(separator: ",")
            + "]}"
        let (scratch, path) = try Self.scratch(json)
        _ = try scratch.cache.open(source: path, key: path) { _ in }
        #expect(throws: CatalogImportError.self) {
            try scratch.cache.open(
                source: path, key: path, options: ImportOptions(strict: true)
            ) { _ in }
        }
    }

    @Test func nothingImportableIsStillRefused() throws {
        let json = Self.head + Self.product("b", price: -1) + "]}"
        let (scratch, path) = try Self.scratch(json)
        #expect(throws: CatalogImportError.self) {
            try scratch.cache.open(source: path, key: path) { _ in }
        }
    }

    @Test func aProductWhoseCategoryNeverCameLeavesNoGapInItsSellersList() throws {
        let json =
            #"{"products": ["#
            + [
                Self.product("a"), Self.product("lost", category: "nope"), Self.product("b"),
            ].joined(separator: ",")
            + #"], "currency": "EUR", "categories": [{"id": "c", "name": "C"}], "#
            + #""sellers": [{"id": "s", "name": "S", "about": ""}]}"#
        let (scratch, path) = try Self.scratch(json)
        let opened = try scratch.cache.open(source: path, key: path) { _ in }
        let catalog = Catalog(store: opened.store)
        #expect(catalog.product("lost") == nil)
        #expect(catalog.shelf(by: "s").all.map(\.id) == ["a", "b"])
        #expect(catalog.shelf(in: "c").all.map(\.id) == ["a", "b"])
        #expect(catalog.productCount == 2)
        #expect(opened.report?.leftOut != nil)
    }

    @Test func aBadShopifyProductAmongGoodOnesIsNamedByLineAndColumn() throws {
        let csv = """
            Handle,Title,Vendor,Type,Variant SKU,Variant Inventory Qty,Variant Price
            good,Good,Acme,Pots,G-1,3,10.00
            bad,Bad,Acme,Pots,B-1,3,"12,50"
            fine,Fine,Acme,Pots,F-1,3,11.00

            """
        let (scratch, path) = try Self.scratch(csv, name: "products_export.csv")
        let opened = try scratch.cache.open(source: path, key: path) { _ in }
        let catalog = Catalog(store: opened.store)
        #expect(catalog.productCount == 2)
        let lines = try #require(opened.report?.leftOut).lines(file: "products_export.csv")
        #expect(lines.count == 1)
        #expect(
            lines.first?.contains("line 3, products[1] (id \"bad\"): \"Variant Price\"") == true)
    }

    @Test func theThreeInventoryStatesSurviveJSONAndTheCache() throws {
        let variants =
            #", "options": ["Size"], "variants": [{"id": "t-s", "values": ["S"], "price": 5, "#
            + #""stock": 0, "inventory": "continue", "sku": "SKU-1"}, {"id": "t-m", "#
            + #""values": ["M"], "price": 5, "stock": 1}]"#
        let json =
            Self.head
            + [
                #"{"id": "print", "name": "Print", "category": "c", "seller": "s", "#
                    + #""price": 100, "description": "", "inventory": "untracked"}"#,
                Self.product("tee", extra: variants),
            ].joined(separator: ",") + "]}"
        let (scratch, path) = try Self.scratch(json)
        let catalog = Catalog(store: try scratch.cache.open(source: path, key: path) { _ in }.store)
        let print = try #require(catalog.product("print"))
        #expect(print.inventory == .untracked && print.isInStock)
        let tee = try #require(catalog.product("tee"))
        #expect(tee.variants.map(\.inventory) == [.continueSelling, .counted])
        #expect(tee.variants.map(\.sku) == ["SKU-1", nil])
        #expect(catalog.product("t-s")?.isInStock == true)
        // The SKU is searchable though it is not the id.
        #expect(catalog.shelf(matching: "SKU-1").all.map(\.id) == ["tee"])
    }

    @Test func anInventoryColumnInASQLiteCatalog() throws {
        let scratch = try CacheScratch()
        let path = scratch.directory.file("shop.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE catalog(currency TEXT NOT NULL);
                    INSERT INTO catalog VALUES ('VND');
                    CREATE TABLE categories(id TEXT, name TEXT);
                    INSERT INTO categories VALUES ('c', 'C');
                    CREATE TABLE sellers(id TEXT, name TEXT, about TEXT);
                    INSERT INTO sellers VALUES ('s', 'S', '');
                    CREATE TABLE products(id TEXT, name TEXT, category TEXT, seller TEXT,
                        price INTEGER, stock INTEGER, description TEXT, inventory TEXT);
                    INSERT INTO products VALUES ('a', 'A', 'c', 's', 120000, NULL, '', 'untracked');
                    INSERT INTO products VALUES ('b', 'B', 'c', 's', 5000, 0, '', 'continue');
                    INSERT INTO products VALUES ('c', 'C', 'c', 's', 5000, 0, '', NULL);
                    """)
        }
        try queue.close()
        let catalog = Catalog(store: try scratch.cache.open(source: path, key: path) { _ in }.store)
        #expect(catalog.currency.code == "VND")
        #expect(catalog.product("a")?.inventory == .untracked)
        #expect(catalog.product("b")?.inventory == .continueSelling)
        #expect(catalog.product("c")?.inventory == .counted)
        #expect(catalog.product("c")?.isInStock == false)
        #expect(catalog.currency.format(120_000) == "120,000 ₫")
    }

    @Test func theCurrencyNamedIsKeptWithTheCache() throws {
        let csv = "Handle,Title,Variant Price\na,A,120000\n"
        let (scratch, path) = try Self.scratch(csv, name: "shop.csv")
        let vnd = ImportOptions(currency: Currency(code: "VND"))
        let first = try scratch.cache.open(source: path, key: path, options: vnd) { _ in }
        #expect(first.store.currency.code == "VND")
        #expect(first.report?.notes == ["No Variant Inventory Qty column: stock is not counted."])
        // A start that names no currency uses the cache as it is, and says nothing again.
        let again = try scratch.cache.open(source: path, key: path) { _ in }
        #expect(again.store.currency.code == "VND")
        #expect(again.report == nil)
        let brl = ImportOptions(currency: Currency(code: "BRL"))
        let other = try scratch.cache.open(source: path, key: path, options: brl) { _ in }
        #expect(other.store.currency.code == "BRL")
        #expect(Catalog(store: other.store).product("a")?.price == 12_000_000)
    }
}
