import Testing

/// Issue 8's data-loss case: one run with another catalog must not prune the usual cart and
/// session of everything that catalog lacks.
@Suite(
    "Sessions and carts per catalog",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct PerCatalogEndToEndTests {
    @Test("a run with another catalog, then q, keeps the usual cart and screens")
    func anotherCatalogLosesNothing() throws {
        let session = try TmuxSession()
        let usual = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let tools = FixtureCatalog.standard.filter { $0.category == "tools" }
        let other = try session.scratch.write(FixtureCatalog.json(tools), to: "other.json")

        try session.launch(environment: ["AISLE_CATALOG": usual])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.open("Matcha Whisk")
        try session.sendKeys("a")
        try session.waitUntil("the whisk in the cart") {
            ScreenRows.topBar($0).hasSuffix("Cart 1 · $28.00")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        // The other catalog sells none of it: it starts at Home with an empty cart.
        try session.launch(["--catalog", other], environment: ["AISLE_CATALOG": usual])
        let rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"))
        #expect(!ScreenRows.text(rows).contains("no longer sold"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        try session.launch(environment: ["AISLE_CATALOG": usual])
        let back = try session.waitForTitle("Matcha Whisk")
        #expect(ScreenRows.topBar(back).hasSuffix("Cart 1 · $28.00"))
        #expect(!ScreenRows.text(back).contains("no longer sold"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(
            SavedNavigation.path(inFile: session.navigationFile) == ["category/tea", "product/t-2"])
    }
}
