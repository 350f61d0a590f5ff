import ShopifyCatalog
import Storefront
import Testing

/// Real shops' exports, in small: Shopify's inventory rules, shared SKUs, the current
/// template's column names, currencies other than the dollar, and the placeholders Shopify
/// writes, each as a shop's file has them.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyRealShopTests {
    /// A shop whose header has Shopify's tracker and policy columns.
    static func tracked() -> ShopifyCSV {
        var csv = ShopifyCSV()
        csv.columns += ["Variant Inventory Tracker", "Variant Inventory Policy"]
        return csv
    }

    @Test func aBlankTrackerIsNotCountedAndSells() throws {
        var csv = Self.tracked()
        csv.product("print", "Art Print", qty: "0", ["Variant Inventory Tracker": ""])
        csv.product("mug", "Mug", qty: "0", ["Variant Inventory Tracker": "shopify"])
        let contents = try csv.catalog()
        let print = try #require(contents.product("print"))
        #expect(print.inventory == .untracked)
        #expect(print.isInStock)
        #expect(print.unitsForSale == CartLine.maximumQuantity)
        let mug = try #require(contents.product("mug"))
        #expect(mug.inventory == .counted)
        #expect(!mug.isInStock)
    }

    @Test func continueSellsPastZeroAndKeepsItsFigure() throws {
        var csv = Self.tracked()
        csv.product(
            "tee", "Tee", qty: "-3",
            [
                "Variant Inventory Tracker": "shopify", "Variant Inventory Policy": "continue",
                "Option1 Name": "Size", "Option1 Value": "S",
            ])
        csv.row(
            "tee",
            [
                "Option1 Value": "M", "Variant Price": "10", "Variant Inventory Qty": "4",
                "Variant Inventory Tracker": "shopify", "Variant Inventory Policy": "deny",
            ])
        let tee = try #require(try csv.catalog().product("tee"))
        #expect(tee.variants.map(\.inventory) == [.continueSelling, .counted])
        #expect(tee.variants.map(\.isInStock) == [true, true])
        #expect(tee.variants.map(\.stock) == [0, 4])
        #expect(tee.inventory == .continueSelling)
    }

    @Test func noQuantityColumnMeansStockIsNotCountedAndIsSaidOnce() throws {
        var csv = ShopifyCSV()
        csv.columns.removeAll { $0 == "Variant Inventory Qty" }
        csv.product("a", "A")
        csv.product("b", "B")
        let contents = try csv.catalog()
        #expect(contents.products.map(\.inventory) == [.untracked, .untracked])
        #expect(contents.products.allSatisfy { $0.isInStock })
        var sink = Sink()
        let notes = try csv.bytes.withUnsafeBufferPointer { buffer in
            try ShopifyCSVReader.read(buffer, into: &sink)
        }
        #expect(notes == ["No Variant Inventory Qty column: stock is not counted."])
    }

    @Test func sharedSkusAreShownNotIdentifying() throws {
        // A swimwear shop: one SKU per colour for every size; a tee shop: one SKU on two
        // products.
        var csv = ShopifyCSV()
        csv.product(
            "bikini", "Bikini",
            ["Option1 Name": "Size", "Option1 Value": "S", "Variant SKU": "BK-RED"])
        csv.row(
            "bikini",
            ["Option1 Value": "M", "Variant SKU": "BK-RED", "Variant Price": "10"])
        csv.product(
            "tee", "Tee", ["Option1 Name": "Size", "Option1 Value": "S", "Variant SKU": "BK-RED"])
        let contents = try csv.catalog()
        let bikini = try #require(contents.product("bikini"))
        #expect(bikini.variants.map(\.id) == ["bikini/S", "bikini/M"])
        #expect(bikini.variants.map(\.sku) == ["BK-RED", "BK-RED"])
        #expect(try #require(contents.product("tee")).variants.map(\.id) == ["tee/S"])
    }

    /// The current template's names for the columns Aisle reads.
    static let templateHeader = [
        "Title", "URL handle", "Description", "Vendor", "Product category", "Type", "Tags",
        "Published on online store", "Status", "SKU", "Barcode", "Option1 name", "Option1 value",
        "Option2 name", "Option2 value", "Option3 name", "Option3 value", "Price",
        "Compare-at price", "Cost per item", "Inventory tracker", "Inventory quantity",
        "Continue selling when out of stock", "Product image URL",
    ]

    @Test func theCurrentTemplateReadsAsTheExportDoes() throws {
        var csv = ShopifyCSV()
        csv.columns = Self.templateHeader
        csv.rows = [
            [
                "Title": "Linen Shirt", "URL handle": "linen-shirt",
                "Description": "<p>Washed linen.</p>", "Vendor": "Loom",
                "Product category": "Apparel & Accessories > Clothing > Shirts & Tops",
                "Published on online store": "TRUE", "Status": "Active", "SKU": "LS-S",
                "Option1 name": "Size", "Option1 value": "S", "Price": "68.00",
                "Compare-at price": "80.00", "Inventory tracker": "shopify",
                "Inventory quantity": "4", "Continue selling when out of stock": "FALSE",
            ],
            [
                "URL handle": "linen-shirt", "Option1 value": "M", "Price": "70",
                "Inventory tracker": "shopify", "Inventory quantity": "0",
                "Continue selling when out of stock": "TRUE",
            ],
        ]
        let shirt = try #require(try csv.catalog().product("linen-shirt"))
        #expect(shirt.name == "Linen Shirt")
        #expect(shirt.description == "Washed linen.")
        #expect(shirt.category == "Shirts & Tops")
        #expect(shirt.variants.map(\.price) == [6800, 7000])
        #expect(shirt.variants.map(\.stock) == [4, 0])
        #expect(shirt.variants.map(\.inventory) == [.counted, .continueSelling])
        #expect(shirt.variants.map(\.sku) == ["LS-S", nil])
    }

    @Test func theTemplatesColumnNamesAreWhatProblemsSay() {
        var csv = ShopifyCSV()
        csv.columns = Self.templateHeader
        csv.rows = [["Title": "A", "URL handle": "a", "Price": "12,50"]]
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.first?.text.contains("\"Price\" must be an amount") == true)
    }

    @Test(arguments: [
        ("VND", "120000", 120_000, "120,000 ₫"), ("JPY", "1200", 1200, "¥1,200"),
        ("BRL", "52.54", 5254, "R$52.54"), ("AED", "49.00", 4900, "49.00 AED"),
        ("RON", "19.99", 1999, "19.99 RON"), ("BHD", "1.250", 1250, "1.250 BHD"),
    ])
    func anyCurrencyWithItsMinorUnits(code: String, price: String, minor: Int, shown: String)
        throws
    {
        var csv = ShopifyCSV()
        csv.product("a", "A", price: price)
        let catalog = try ShopifyCSVReader.catalog(csv.bytes, currency: Currency(code: code))
        #expect(catalog.currency.code == code)
        #expect(catalog.product("a")?.price == minor)
        #expect(catalog.currency.format(minor) == shown)
    }

    @Test func aSecondCurrencyIsNamedAgainstTheFirstRowsOwn() {
        var csv = ShopifyCSV()
        csv.columns.append("Currency")
        csv.product("a", "A", price: "120000", ["Currency": "VND"])
        csv.product("b", "B", price: "1", ["Currency": "USD"])
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.first?.text.contains("must be VND, as on line 2") == true)
    }

    @Test func unlistedIsLeftOutAndUncategorizedLosesToType() throws {
        var csv = ShopifyCSV()
        csv.product("hidden", "Hidden", ["Status": "unlisted"])
        csv.product(
            "vase", "Vase", ["Product Category": "Uncategorized", "Type": "Vases"])
        let contents = try csv.catalog()
        #expect(contents.products.map(\.id) == ["vase"])
        #expect(contents.categories.map(\.name) == ["Vases"])
    }

    @Test func tagsAreKeywordsNotText() throws {
        var csv = ShopifyCSV()
        csv.product("a", "A", ["Tags": "seo, cheap plants, best"])
        let product = try #require(try csv.catalog().product("a"))
        #expect(!product.description.contains("Tags:"))
        #expect(product.keywords == ["seo", "cheap plants", "best"])
    }

    @Test func aHandleUsedTwiceIsNamedByItsColumn() {
        var csv = ShopifyCSV()
        csv.product("a", "A")
        csv.product("b", "B")
        csv.product("a", "A again")
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [4])
        #expect(problems.first?.text.contains("\"Handle\" must be a product's own") == true)
        #expect(problems.first?.text.contains("also on line 2") == true)
    }
}

/// A sink that takes every record, for reading notes.
private struct Sink: CatalogSink {
    mutating func currency(_ currency: Currency) throws(CatalogRejection) {}
    mutating func category(_ category: Category, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {}
    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {}
    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {}
    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {}
}

/// Hostile fields: a cell far past any maximum is cut off as the file streams, wherever it
/// stands, and the rows after it keep their fields and their line numbers.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyHostileFieldTests {
    @Test func aHugeCellInASkippedColumnIsCutAndTheRestReads() throws {
        var csv = ShopifyCSV()
        // 20 MB in a column Aisle skips, quoted, with quotes and line breaks in it.
        let huge = "\"\"x\"\",\n" + String(repeating: "y", count: 20 << 20) + "\nend"
        csv.product("a", "A", ["Image Src": huge])
        csv.product("b", "B", price: "oops")
        let problems = ShopifyCSV.problems(csv.bytes)
        // Line 2 holds two line breaks of the cell, so "b" starts on line 5.
        #expect(problems.map(\.line) == [5])
        #expect(problems.first?.text.contains("(id \"b\")") == true)
    }

    @Test func aHugeBodyIsRefusedUnread() {
        var csv = ShopifyCSV()
        csv.product("a", "A", ["Body (HTML)": String(repeating: "<b>", count: 4 << 20)])
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.text.contains("\"Body (HTML)\" may hold at most") == true)
    }
}
