import Foundation
import Testing

/// A shop's Shopify product export as a user opens it: `aisle --catalog` on the shipped
/// example shows its products; a broken export stops Aisle with its problems by line.
@Suite("Shopify CSV end to end", .timeLimit(.minutes(20)))
struct ShopifyCSVEndToEndTests {
    /// `Resources/shopify-example.csv` of this checkout.
    static var example: String {
        URL(fileURLWithPath: AisleProgram.bundledCatalog()).deletingLastPathComponent()
            .appendingPathComponent("shopify-example.csv").path
    }

    @Test(
        "the shipped example: categories, a product's text and variants, search by a tag",
        .enabled(if: Tmux.isAvailable, "needs tmux"))
    func browsesTheExample() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", Self.example])
        let home = try session.waitForHome(highlighting: "Shirts & Tops")
        #expect(home.joined().contains("9 products · 5 sellers"))
        let shelf = try session.open("Shirts & Tops")
        #expect(ScreenRows.listNames(shelf) == ["Linen Shirt"])
        try session.sendKeys("Enter")
        let page = try session.waitFor("Made in Portugal — sizes run true.")
        #expect(page.contains { $0.contains("• Mother-of-pearl buttons") })
        #expect(page.contains { $0.contains("$68.00") })
        #expect(page.contains { $0.contains("Size") && $0.contains("S   M   L") })
        // The second variant (S / Navy) chosen and added, named in the cart.
        try session.sendKeys("v")
        _ = try session.waitFor("$68.00 · 2 in stock")
        try session.sendKeys("a")
        try session.waitUntil("one item in the cart") { ScreenRows.topBar($0).contains("Cart 1") }
        try session.sendKeys("c")
        let cart = try session.waitForTitle("Cart")
        #expect(ScreenRows.listNames(cart).first?.hasPrefix("Linen Shirt — S / Navy") == true)
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("stationery")
        try session.sendKeys("Enter")
        let results = try session.waitForTitle("Results for “stationery”")
        #expect(ScreenRows.listNames(results) == ["A5 Notebook"])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }

    @Test("a broken export with --strict: status 2, a line per problem with its line number")
    func brokenExport() throws {
        let scratch = try ScratchDirectory()
        let example = try String(contentsOfFile: Self.example, encoding: .utf8)
        let file = try scratch.write(
            example + "broken,Broken,,,,,,TRUE,Title,Default Title,,,,,,,,1,,,12;50"
                + String(repeating: ",", count: 15) + "\n", to: "products_export.csv")
        let result = try PlainRun.run(["--strict", "--catalog", file], scratch: scratch)
        #expect(result.termination == .exited(2))
        #expect(result.error.hasPrefix("aisle: catalog "))
        #expect(result.error.contains("line 46, products[9] (id \"broken\"): \"Variant Price\""))
        #expect(result.error.contains("found \"12;50\""))
    }
}
