import Testing

/// Search, then fill the cart from the results; the cart and its total outlive the process.
@Suite(
    "Search and cart",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct SearchAndCartTests {
    /// Prices of the fixture catalog by name, as the app prints them.
    static let prices = Dictionary(
        uniqueKeysWithValues: FixtureCatalog.standard.map { ($0.name, $0.price) })

    @Test("search “matcha”, add two results, raise a quantity, quit, relaunch: same cart")
    func searchAddAndKeep() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        var rows = try session.waitForHome(highlighting: "Tea Room")
        #expect(ScreenRows.topBar(rows).hasSuffix("Cart empty"))

        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("matcha")
        try session.waitUntil("the typed query") {
            ScreenRows.bottomRow($0).contains("Search: matcha")
        }
        try session.sendKeys("Enter")
        rows = try session.waitForTitle("Results for “matcha”")
        let results = ScreenRows.listNames(rows)
        #expect(Set(results) == ["Matcha Whisk", "Ceremonial Matcha"], "both and only: \(results)")
        let first = try #require(results.first)
        let second = try #require(results.dropFirst().first)

        try session.sendKeys("a")
        rows = try session.waitUntil("one item in the cart") {
            ScreenRows.topBar($0).contains("Cart 1 · \(Self.money(Self.price(first)))")
        }
        try session.sendKeys("Down")
        try session.waitUntil("the second result highlighted") {
            ScreenRows.isHighlighted(second, in: $0)
        }
        try session.sendKeys("a")
        let two = Self.price(first) + Self.price(second)
        try session.waitUntil("two items in the cart") {
            ScreenRows.topBar($0).contains("Cart 2 · \(Self.money(two))")
        }

        try session.sendKeys("c")
        rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.listNames(rows) == [first, second], "lines in the order added")
        let highlighted = try #require(ScreenRows.highlighted(rows))
        let raised = try #require([first, second].first { highlighted.hasPrefix($0) })
        try session.sendKeys("+")
        let three = two + Self.price(raised)
        rows = try session.waitUntil("three items in the cart") {
            ScreenRows.topBar($0).contains("Cart 3 · \(Self.money(three))")
        }
        #expect(Self.quantity(of: raised, in: rows) == "2")
        let subtotal = rows.first { $0.contains("Subtotal") }
        #expect(subtotal?.contains(Self.money(three)) == true, "subtotal: \(subtotal ?? "none")")

        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(ScratchDirectory.contents(of: session.databaseFile) != nil, "database written")

        try session.launch(["--catalog", catalog])
        rows = try session.waitForTitle("Cart")
        #expect(ScreenRows.topBar(rows).contains("Cart 3 · \(Self.money(three))"))
        #expect(ScreenRows.topBar(rows).contains("2 Search “matcha” › 3 Cart"))
        #expect(Self.quantity(of: raised, in: rows) == "2")
        #expect(Self.quantity(of: raised == first ? second : first, in: rows) == "1")

        // Back from the cart is the search results again, from the saved path.
        try session.sendKeys("BSpace")
        try session.waitForTitle("Results for “matcha”")
    }

    /// The price in cents of a fixture product, 0 if unknown (making the test fail loudly).
    static func price(_ name: String) -> Int { prices[name] ?? 0 }

    /// Cents as the app prints dollars: `$62.00`.
    static func money(_ cents: Int) -> String {
        let fraction = cents % 100
        return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The quantity column of the cart row for `name`.
    static func quantity(of name: String, in rows: [String]) -> String? {
        rows.map(ScreenRows.columns).first { $0.first == name }.flatMap { $0.dropFirst().first }
    }
}
