import ShopifyCatalog
import Storefront
import Testing

/// A bad Shopify CSV is reported as a bad JSON catalog is: every problem in one pass, each
/// with its line and the product it is in, the first 20 listed.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyCSVProblemTests {
    @Test func malformedRowsAreNamedByLine() {
        var csv = ShopifyCSV()
        csv.product("ok", "Fine")  // line 2
        csv.product("price", "Bad price", price: "12,50")  // line 3
        csv.product("", "No handle")  // line 4
        csv.product("untitled", "")  // line 5
        csv.row("untitled", ["Option1 Value": "x"])  // line 6: no second report
        csv.product("qty", "Bad stock", qty: "3.5")  // line 7
        csv.product("fine", "Also fine")  // line 8
        var text = csv.text
        // Line 9: one field too many.
        text += "extra,Extra" + String(repeating: ",", count: ShopifyCSV.header.count - 1) + "\n"
        let problems = ShopifyCSV.problems(Array(text.utf8))
        #expect(problems.map(\.line) == [3, 4, 5, 7, 9])
        #expect(
            problems.map(\.text) == [
                "products[1] (id \"price\"): \"Variant Price\" must be an amount like 18.50, with at "
                    + "most 2 decimals, found \"12,50\"",
                "missing field \"Handle\"",
                "products[2] (id \"untitled\"): \"Title\" must be given on a product's first row, "
                    + "found an empty one",
                "products[3] (id \"qty\"): \"Variant Inventory Qty\" must be a whole number, found \"3.5\"",
                "products[5] (id \"extra\"): the row must be 20 fields, as the header row has, found 21 "
                    + "(a quote left open or a comma too many?)",
            ])
    }

    @Test func variantRowsAreCheckedRowByRow() {
        var csv = ShopifyCSV()
        csv.product(
            "tee", "Tee", ["Option1 Name": "Size", "Option1 Value": "M", "Variant SKU": "T-M"])
        csv.row("tee", ["Option1 Value": "", "Variant Price": "1"])  // line 3
        csv.row("tee", ["Option1 Value": "L", "Option2 Value": "Red", "Variant Price": "1"])  // 4
        csv.row("tee", ["Option1 Value": "M", "Variant Price": "1"])  // 5: M again
        csv.row("tee", ["Option1 Value": "XL", "Variant SKU": "T-M", "Variant Price": "1"])  // 6
        csv.product("plain", "Plain")  // line 7
        csv.row("plain", ["Option1 Value": "Other", "Variant Price": "2"])  // line 8
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [3, 4, 5, 8])
        #expect(
            problems[0].text.hasSuffix(
                "\"Option1 Value\" is empty; every variant needs a value for \"Size\""))
        #expect(
            problems[1].text.hasSuffix(
                "\"Option2 Value\" is \"Red\" but the product has no \"Option2 Name\""))
        #expect(problems[2].text.hasSuffix("the variant \"M\" is also on line 2"))
        #expect(problems[3].text.contains("this row adds a variant to a product without options"))
    }

    @Test func sharedSkusAreFineAndARepeatedHandleIsTheSinksFind() {
        var csv = ShopifyCSV()
        csv.product(
            "a", "A", ["Option1 Name": "Size", "Option1 Value": "S", "Variant SKU": "SKU-1"])
        csv.product(
            "b", "B", ["Option1 Name": "Size", "Option1 Value": "S", "Variant SKU": "SKU-1"])
        csv.product("a", "A again")
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [4])
        #expect(
            problems[0].text
                == "products[2] (id \"a\"): \"Handle\" must be a product's own, its rows one "
                + "after another, found \"a\", also on line 2")
    }

    @Test func tooLongFieldsNameTheirColumn() {
        var csv = ShopifyCSV()
        csv.product("long", String(repeating: "n", count: Catalog.maximumNameLength + 1))
        csv.product("body", "Body", ["Body (HTML)": String(repeating: "y", count: (1 << 20) + 1)])
        csv.product("id", "Id", ["Handle": String(repeating: "h", count: 200)])
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [2, 3, 4])
        #expect(
            problems[0].text.hasSuffix("\"Title\" may hold at most 1000 characters, found 1001"))
        #expect(
            problems[1].text.hasSuffix(
                "\"Body (HTML)\" may hold at most 1048576 bytes of UTF-8, found 1048577"))
        #expect(problems[2].text.contains("must be at most 128 bytes long"))
    }

    @Test func aFileThatIsNoShopifyExportSaysWhatItLacks() {
        let problems = ShopifyCSV.problems(Array("Name,Price\nTee,10\n".utf8))
        #expect(problems.map(\.line) == [1])
        #expect(
            problems[0].text == "the header row must be a Shopify product CSV's, with the columns "
                + "\"Handle\" (or \"URL handle\"), \"Title\", \"Variant Price\" (or \"Price\"), "
                + "found no \"Handle\" nor \"Title\""
        )
        let semicolons = ShopifyCSV.problems(Array("Handle;Title;Variant Price\n".utf8))
        #expect(
            semicolons.first?.text.hasSuffix(
                "(its fields are separated by semicolons; save it with commas)") == true)
        #expect(ShopifyCSV.problems([]).map(\.line) == [1])
        #expect(ShopifyCSV.problems(Array("\u{FEFF}".utf8)).map(\.line) == [1])
    }

    @Test func aHeaderAloneIsAnEmptyCatalog() throws {
        let contents = try ShopifyCSV().catalog()
        #expect(contents.products.isEmpty && contents.currency == .usd)
    }

    @Test func bytesThatAreNotUTF8AreReportedWhereTheyStart() {
        var csv = ShopifyCSV()
        csv.product("a", "A")
        csv.product("b", "B")
        var bytes = csv.bytes
        let at = bytes.lastIndex(of: UInt8(ascii: "B")) ?? 0
        bytes.insert(0xFF, at: at)
        let problems = ShopifyCSV.problems(bytes)
        #expect(problems.map(\.line) == [3])
        #expect(problems[0].text.contains("UTF-8"))
    }

    @Test func twentyProblemsAreListedAndTheRestCounted() {
        var csv = ShopifyCSV()
        for index in 0..<30 { csv.product("p\(index)", "P", price: "x") }
        do throws(CatalogError) {
            _ = try csv.catalog()
            Issue.record("read")
        } catch .several(let issues, let more) {
            #expect(issues.count == 20 && more == 10)
            #expect(issues.map(\.place.line) == Array(2...21))
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// Quoting gone wrong, and what a file may not name.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyCSVShapeTests {
    @Test func aQuoteLeftOpenIsReportedWhereItsRowStarts() {
        var csv = ShopifyCSV()
        csv.product("a", "A")
        csv.product("b", "B")
        csv.product("c", "C")
        // Line 3's body opens a quote it never closes: the rest of the file is one field.
        let text = csv.text.replacingOccurrences("<p>About B.</p>", with: "\"<p>About B.")
        let problems = ShopifyCSV.problems(Array(text.utf8))
        #expect(problems.map(\.line) == [3])
        #expect(problems.first?.text.contains("a quote left open") == true)
    }

    @Test func anUnknownCurrencyIsNamed() {
        var csv = ShopifyCSV()
        csv.columns.append("Currency")
        csv.product("a", "A", ["Currency": "XYZ"])
        let problems = ShopifyCSV.problems(csv.bytes)
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.text.hasPrefix("currency \"XYZ\" is not an ISO 4217 code") == true)
    }

    @Test func aVariantWithoutASkuGetsAnIdFromItsValues() throws {
        var csv = ShopifyCSV()
        let long = String(repeating: "v", count: 200)
        csv.product("tee", "Tee", ["Option1 Name": "Size", "Option1 Value": "M"])
        csv.row("tee", ["Option1 Value": long, "Variant Price": "1"])
        let tee = try #require(try csv.catalog().product("tee"))
        #expect(tee.variants.map(\.id) == ["tee/M", "tee/2"])
    }
}
