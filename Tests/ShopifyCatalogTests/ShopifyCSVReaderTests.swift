import ShopifyCatalog
import Storefront
import Testing

/// A Shopify product CSV read as a catalog: products grouped by Handle, options and
/// variants, sellers and categories made from names, and the CSV's own shapes.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyCSVReaderTests {
    /// Two products, one with Size × Colour variants, one plain.
    static var shirtAndKettle: ShopifyCSV {
        var csv = ShopifyCSV()
        csv.product(
            "tee", "Tee", price: "18.50", qty: "3",
            [
                "Option1 Name": "Size", "Option1 Value": "M", "Option2 Name": "Colour",
                "Option2 Value": "Blue", "Variant SKU": "TEE-M-BLU", "Vendor": "Loom & Co",
                "Product Category": "Apparel & Accessories > Clothing > Shirts & Tops",
                "Tags": "cotton, summer",
            ])
        csv.row(
            "tee",
            [
                "Option1 Value": "L", "Option2 Value": "Blue", "Variant SKU": "TEE-L-BLU",
                "Variant Price": "19", "Variant Inventory Qty": "2",
            ])
        csv.row("tee")
        csv.row(
            "tee",
            [
                "Option1 Value": "L", "Option2 Value": "Red", "Variant Price": "17.5",
                "Variant Inventory Qty": "",
            ])
        csv.product(
            "kettle", "Kettle, 1 L", price: "54.90", qty: "7",
            ["Product Category": "", "Type": "Kitchen"])
        return csv
    }

    @Test func productsGroupByHandleWithTheirVariants() throws {
        let contents = try Self.shirtAndKettle.catalog()
        #expect(contents.products.map(\.id) == ["tee", "kettle"])
        let tee = try #require(contents.product("tee"))
        #expect(tee.name == "Tee")
        #expect(tee.options == ["Size", "Colour"])
        #expect(tee.variants.map(\.id) == ["tee/M/Blue", "tee/L/Blue", "tee/L/Red"])
        #expect(tee.variants.map(\.sku) == ["TEE-M-BLU", "TEE-L-BLU", nil])
        #expect(tee.variants.map(\.values) == [["M", "Blue"], ["L", "Blue"], ["L", "Red"]])
        #expect(tee.variants.map(\.price) == [1850, 1900, 1750])
        #expect(tee.variants.map(\.stock) == [3, 2, 0])
        #expect(tee.price == 1750)
        #expect(tee.stock == 5)
        #expect(tee.description == "About Tee.")
        #expect(tee.keywords == ["cotton", "summer"])
        #expect(tee.seller == "Loom & Co")
        #expect(tee.category == "Shirts & Tops")
        let kettle = try #require(contents.product("kettle"))
        #expect(kettle.name == "Kettle, 1 L")
        #expect(kettle.variants.isEmpty && kettle.options.isEmpty)
        #expect(kettle.price == 5490 && kettle.stock == 7)
        #expect(kettle.category == "Kitchen")
        #expect(contents.sellers.map(\.name) == ["Loom & Co", "Acme"])
        #expect(contents.categories.map(\.name) == ["Shirts & Tops", "Kitchen"])
        #expect(contents.currency == .usd)
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        var csv = ShopifyCSV()
        csv.product(
            "mug", "Mug, \"large\"",
            [
                "Body (HTML)": "<p>Line one,\nstill one.</p>\r\n<p>Two</p>",
                "Vendor": "Clay, Fire & Co",
            ])
        csv.product("late", "Late", price: "oops")
        let text = csv.text
        #expect(text.contains("\"Mug, \"\"large\"\"\""))
        let problems = ShopifyCSV.problems(Array(text.utf8))
        // The mug's row spans lines 2–4: the next product starts on line 5.
        #expect(problems.map(\.line) == [5])
        csv.rows.removeLast()
        let mug = try #require(try csv.catalog().product("mug"))
        #expect(mug.name == "Mug, \"large\"")
        #expect(mug.description == "Line one, still one.\n\nTwo")
        #expect(mug.seller == "Clay, Fire & Co")
    }

    @Test func aByteOrderMarkAndCRLFReadAlike() throws {
        let plain = try Self.shirtAndKettle.catalog()
        var windows = Self.shirtAndKettle
        windows.byteOrderMark = true
        windows.lineEnd = "\r\n"
        #expect(try windows.catalog() == plain)
        windows.rows[4]["Variant Price"] = "x"
        #expect(ShopifyCSV.problems(windows.bytes).map(\.line) == [6])
    }

    @Test func columnsMayStandInAnyOrder() throws {
        var shuffled = Self.shirtAndKettle
        shuffled.columns = shuffled.columns.reversed()
        shuffled.columns.swapAt(0, 7)
        #expect(try shuffled.catalog() == Self.shirtAndKettle.catalog())
        // Header names as spreadsheets mangle them: case and spaces.
        var loose = Self.shirtAndKettle
        loose.columns = loose.columns.map { " " + $0.lowercased() }
        var rows: [[String: String]] = []
        for row in loose.rows {
            rows.append(
                Dictionary(uniqueKeysWithValues: row.map { (" " + $0.key.lowercased(), $0.value) }))
        }
        loose.rows = rows
        #expect(try loose.catalog() == Self.shirtAndKettle.catalog())
    }

    @Test func unpublishedProductsAreSkipped() throws {
        var csv = ShopifyCSV()
        csv.product("a", "Shown")
        csv.product("b", "Hidden", ["Published": "FALSE"])
        csv.row("b", ["Option1 Value": "nonsense", "Variant Price": "bad"])
        csv.product("c", "Draft", ["Status": "draft"])
        csv.product("d", "Archived", ["Status": "Archived"])
        csv.product("e", "Also shown", ["Published": "", "Status": ""])
        csv.product("f", "Published off", ["Published": "false", "Vendor": "Only here"])
        let contents = try csv.catalog()
        #expect(contents.products.map(\.id) == ["a", "e"])
        #expect(contents.sellers.map(\.name) == ["Acme"])
    }

    @Test func defaultTitleIsAProductWithoutVariants() throws {
        var csv = ShopifyCSV()
        csv.product("plain", "Plain", price: "5", qty: "-4", ["Variant SKU": "SKU-1"])
        csv.product("none", "No options", price: "7.00", ["Option1 Name": "", "Option1 Value": ""])
        let contents = try csv.catalog()
        let plain = try #require(contents.product("plain"))
        #expect(plain.variants.isEmpty && plain.options.isEmpty)
        #expect(plain.price == 500 && plain.stock == 0)
        #expect(contents.product("none")?.price == 700)
    }

    @Test func categoriesComeFromTheLastLevelThenTypeThenOther() throws {
        var csv = ShopifyCSV()
        csv.product("a", "A", ["Product Category": "Food > Beverages > Coffee", "Type": "Beans"])
        csv.product("b", "B", ["Product Category": "", "Type": "Beans"])
        csv.product("c", "C", ["Product Category": " ", "Type": ""])
        csv.product("d", "D", ["Product Category": "Coffee"])
        csv.product("e", "E", ["Vendor": ""])
        let contents = try csv.catalog()
        #expect(
            contents.products.map(\.category) == ["Coffee", "Beans", "Other", "Coffee", "Kitchen"])
        #expect(contents.categories.map(\.id) == ["Coffee", "Beans", "Other", "Kitchen"])
        #expect(contents.products.last?.seller == "Unknown vendor")
    }

    @Test func aCurrencyColumnChoosesTheCurrency() throws {
        var csv = ShopifyCSV()
        csv.columns.append("Currency")
        csv.product("a", "A", price: "1200", ["Currency": "jpy"])
        csv.product("b", "B", price: "300.00")
        let contents = try csv.catalog()
        #expect(contents.currency.code == "JPY")
        #expect(contents.products.map(\.price) == [1200, 300])
        csv.product("c", "C", ["Currency": "EUR"])
        csv.product("d", "D", price: "12.50")
        #expect(
            ShopifyCSV.problems(csv.bytes).map(\.text) == [
                "\"Currency\" must be JPY, as on line 2: a catalog has one currency, found \"EUR\"",
                "products[3] (id \"d\"): \"Variant Price\" must be a whole amount like 1200 "
                    + "(JPY has no decimals), found \"12.50\"",
            ])
    }
}
