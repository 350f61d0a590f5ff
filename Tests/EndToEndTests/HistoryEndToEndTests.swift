import Testing

/// `[` and `]` in a real terminal, and the history across a relaunch.
@Suite(
    "History end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct HistoryEndToEndTests {
    @Test("a breadcrumb back to Home, quit, relaunch: ] walks forward to the product again")
    func historyAcrossARelaunch() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("Enter")
        let product = try #require(
            ScreenRows.crumbs(
                try session.waitUntil("a product") {
                    ScreenRows.crumbs($0).hasPrefix("1 Home › 2 Tea Room › 3 ")
                }
            ).split(separator: "3 ").last.map(String.init))
        try session.sendKeys("1")
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("q")
        _ = try session.waitForExit()

        try session.launch(["--catalog", catalog])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("]")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("]")
        try session.waitForTitle(product)
        try session.sendKeys("[")
        try session.waitForTitle("Tea Room")
        // Alt-→ and Alt-← as the terminal sends them (ESC [1;3C, ESC [1;3D).
        try session.sendKeys("M-Right")
        try session.waitForTitle(product)
        try session.sendKeys("M-Left")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("q")
        _ = try session.waitForExit()
    }

    @Test("[ back past a filtered, sorted list and ] forward: the same row, and Enter opens it")
    func aWalkKeepsTheListsPlace() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        try session.launch(["--catalog", catalog, "--fresh"])
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("/")
        try session.type("mat")
        try session.waitFor("filter: mat · 2 of 4")
        try session.sendKeys("Enter", "s", "s", "s")
        try session.waitFor("by price ↓")
        try session.sendKeys("Down")
        try session.waitUntil("Matcha Whisk highlighted") {
            ScreenRows.isHighlighted("Matcha Whisk", in: $0)
        }
        try session.sendKeys("Enter")
        try session.waitForTitle("Matcha Whisk")
        try session.sendKeys("[")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("[")
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("]")
        let rows = try session.waitUntil("Tea Room as it was left") {
            ScreenRows.text($0).contains("filter: mat · 2 of 4")
                && ScreenRows.isHighlighted("Matcha Whisk", in: $0)
        }
        #expect(ScreenRows.text(rows).contains("by price ↓"))
        #expect(ScreenRows.listNames(rows) == ["Ceremonial Matcha", "Matcha Whisk"])
        try session.sendKeys("Enter")
        try session.waitForTitle("Matcha Whisk")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
