import Foundation
import ShopifyCatalog
import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// `Resources/shopify-example.csv`, the example shipped for shop owners: what it holds, read
/// in memory and imported into the cache Aisle browses.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyExampleTests {
    static var path: String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Resources/shopify-example.csv").path
    }

    static func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func readsWithTheExpectedCounts() throws {
        let contents = try ShopifyCSV.contents(try Self.bytes())
        #expect(contents.products.count == 9)
        #expect(contents.sellers.count == 5)
        #expect(contents.categories.count == 9)
        #expect(contents.products.reduce(0) { $0 + $1.variants.count } == 22)
        #expect(contents.product("zip-hoodie") == nil && contents.product("old-scarf") == nil)
        let shirt = try #require(contents.product("linen-shirt"))
        #expect(shirt.options == ["Size", "Colour"] && shirt.variants.count == 6)
        #expect(shirt.price == 6800 && shirt.stock == 21)
        #expect(shirt.category == "Shirts & Tops" && shirt.seller == "Harbor & Loom")
        #expect(
            shirt.description == """
                A relaxed shirt in washed European linen, cut a little long.

                • 100% linen, 170 g/m²
                • Mother-of-pearl buttons
                • Machine wash at 30°C

                Made in Portugal — sizes run true.
                """)
        #expect(shirt.keywords == ["linen", "summer", "shirts"])
        let kettle = try #require(contents.product("pour-over-kettle"))
        #expect(kettle.name == "Pour-Over Kettle, 1 L" && kettle.variants.isEmpty)
        #expect(kettle.price == 5490 && kettle.category == "Kitchen")
        #expect(kettle.description.contains("café at home: stainless steel, 1 litre"))
        let mug = try #require(contents.product("ceramic-mug"))
        #expect(
            mug.description
                == "Hand-thrown stoneware, 350 ml.\nDishwasher safe.\nEach one is a little different."
        )
        #expect(contents.product("canvas-tote")?.stock == 0)
        #expect(
            contents.product("merino-beanie")?.variants.map(\.id).contains("merino-beanie/Rust")
                == true)
        #expect(
            contents.product("dotted-notebook")?.description.contains(
                "1. Lay-flat binding\n2. Numbered") == true)
        #expect(contents.product("espresso-beans")?.category == "Coffee")
    }

    @Test func importsIntoTheCacheAisleBrowses() throws {
        let scratch = try TemporaryDirectory()
        let cache = CatalogCache(environment: [
            "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache"),
        ])
        // Named without ".csv": the header row alone makes it a Shopify export.
        let source = scratch.file("products_export")
        try Data(try Self.bytes()).write(to: URL(fileURLWithPath: source))
        let opened = try cache.open(source: source, key: source) { _ in }
        let catalog = Catalog(store: opened.store)
        #expect(catalog.currency == .usd)
        #expect(
            catalog.productCount == 9 && catalog.sellerCount == 5 && catalog.categories.count == 9)
        #expect(catalog.seller("Harbor & Loom")?.name == "Harbor & Loom")
        #expect(
            catalog.shelf(by: "Kettle & Co").all.map(\.id) == [
                "pour-over-kettle", "ceramic-mug", "espresso-beans",
            ])
        #expect(catalog.product("linen-shirt")?.name == "Linen Shirt")
        // Variants survive the cache: the product lists them, a SKU names one to sell.
        let shirt = try #require(catalog.product("linen-shirt"))
        #expect(shirt.options == ["Size", "Colour"] && shirt.variants.count == 6)
        #expect(shirt.variants.first?.values == ["S", "White"])
        #expect(catalog.product("linen-shirt/M/White")?.name == "Linen Shirt — M / White")
        #expect(catalog.product("linen-shirt/M/White")?.stock == 7)
        // A SKU names no variant (shops share them), but finds its product.
        #expect(catalog.product("HL-LS-M-WHI") == nil)
        #expect(catalog.shelf(matching: "HL-LS-M-WHI").all.map(\.id) == ["linen-shirt"])
        #expect(catalog.product("merino-beanie/Rust")?.price == 3200)
        #expect(catalog.product("pour-over-kettle")?.price == 5490)
        #expect(catalog.shelf(matching: "espresso").all.map(\.id) == ["espresso-beans"])
        // Tags are searchable.
        #expect(catalog.shelf(matching: "stationery").all.map(\.id) == ["dotted-notebook"])
    }

    @Test func aBadExportIsReportedWithLinesThroughTheImport() throws {
        let scratch = try TemporaryDirectory()
        let cache = CatalogCache(environment: [
            "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache"),
        ])
        var csv = ShopifyCSV()
        csv.product("a", "A", ["Body (HTML)": "<p>two\nlines</p>"])
        csv.product("b", "B", price: "free")
        let source = scratch.file("shop.csv")
        try Data(csv.bytes).write(to: URL(fileURLWithPath: source))
        do throws(CatalogImportError) {
            _ = try cache.open(source: source, key: source, options: ImportOptions(strict: true)) {
                _ in
            }
            Issue.record("a bad export was imported")
        } catch .catalog(.invalid(_, let place)) {
            #expect(place.line == 4)
            #expect(place.record?.id == "b")
        } catch {
            Issue.record("\(error)")
        }
    }
}
