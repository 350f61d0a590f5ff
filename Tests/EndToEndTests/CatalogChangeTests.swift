import Testing

/// The catalog changes between runs: the saved screens are checked against today's catalog.
@Suite(
    "Catalog changes",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CatalogChangeTests {
    @Test("a product gone since the last run: its category, a notice why, out of the cart")
    func removedProduct() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.open("Matcha Whisk")
        try session.sendKeys("a")
        try session.waitUntil("the product in the cart") {
            ScreenRows.topBar($0).hasSuffix("Cart 1 · $28.00")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(
            SavedNavigation.path(inFile: session.navigationFile) == ["category/tea", "product/t-2"])

        let remaining = FixtureCatalog.standard.filter { $0.id != "t-2" }
        try session.scratch.write(FixtureCatalog.json(remaining), to: "catalog.json")
        try session.launch(["--catalog", catalog])
        let rows = try session.waitFor("Restored 1 of 2 screens")
        let text = ScreenRows.text(rows)
        #expect(text.contains("no longer sold"), "the notice says why the product screen is gone")
        #expect(rows.count > 2 && rows[2].trimmed.hasPrefix("Tea Room"), "the category is shown")
        #expect(ScreenRows.topBar(rows).contains("2 Tea Room"))
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"), "the gone product left the cart")
        #expect(!ScreenRows.topBar(rows).contains("3 "), "no third crumb")
        #expect(!text.contains("Matcha Whisk"))
        #expect(ScreenRows.listNames(rows).count == 3)
    }
}
