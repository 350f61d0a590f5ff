import Testing

/// The restored-screen notice in a real terminal: a product saved on quit, its price changed
/// in the catalog file, and the relaunch saying so once.
@Suite(
    "Restored changes end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct RestoredChangesEndToEndTests {
    /// The screen's text in one line, blanks collapsed, so a notice wrapped over rows reads
    /// as it was written.
    static func flat(_ rows: [String]) -> String {
        rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test("a product whose price changed since the last run says so on relaunch, once")
    func priceChangedSinceTheLastVisit() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.open("Matcha Whisk")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        let cheaper = FixtureCatalog.standard.map { item in
            var item = item
            if item.id == "t-2" { item.price = 1750 }
            return item
        }
        try session.scratch.write(FixtureCatalog.json(cheaper), to: "catalog.json")
        try session.launch(["--catalog", catalog])
        let notice = "Price changed since your last visit: $28.00 → $17.50"
        let rows = try session.waitUntil("the price change told") {
            Self.flat($0).contains(notice)
        }
        #expect(rows.count > 2 && rows[2].trimmed.hasPrefix("Matcha Whisk"))
        // The next key clears it, like any notice; it stays in the message log.
        try session.sendKeys("j")
        try session.waitUntil("the notice gone") { !Self.flat($0).contains("since your last") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        // Told once: the next launch, on the same catalog, says nothing.
        try session.launch(["--catalog", catalog])
        let again = try session.waitForTitle("Matcha Whisk")
        #expect(!Self.flat(again).contains("since your last visit"), "\(again)")
        #expect(Self.flat(again).contains("$17.50"))
        try session.sendKeys("q")
        _ = try session.waitForExit()
    }
}
