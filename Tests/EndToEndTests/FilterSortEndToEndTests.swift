import Testing

/// `/` filters the list on screen as you type and `s` sorts it, in a real terminal; both come
/// back after a relaunch.
@Suite(
    "Filter and sort end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct FilterSortEndToEndTests {
    @Test("filter as you type, sort, and both restored after a relaunch")
    func filterAndSort() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard(["--fresh"])
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("/")
        try session.type("mat")
        var rows = try session.waitFor("filter: mat · 2 of 4")
        #expect(ScreenRows.listNames(rows) == ["Matcha Whisk", "Ceremonial Matcha"])
        #expect(rows.last?.contains("Filter: mat") == true)
        try session.sendKeys("Enter")
        try session.sendKeys("s")
        try session.waitFor("Sorted by name")
        try session.sendKeys("s")
        rows = try session.waitFor("by price ↑")
        #expect(ScreenRows.listNames(rows) == ["Matcha Whisk", "Ceremonial Matcha"])
        try session.sendKeys("s")
        rows = try session.waitFor("by price ↓")
        #expect(ScreenRows.listNames(rows) == ["Ceremonial Matcha", "Matcha Whisk"])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        try session.launch(["--catalog", catalog])
        rows = try session.waitFor("filter: mat · 2 of 4")
        #expect(ScreenRows.text(rows).contains("by price ↓"))
        #expect(ScreenRows.listNames(rows) == ["Ceremonial Matcha", "Matcha Whisk"])
        // The first Esc on the list clears the kept filter: the whole list again, same screen.
        try session.sendKeys("Escape")
        rows = try session.waitUntil("the whole list again") { ScreenRows.listNames($0).count == 4 }
        #expect(!ScreenRows.text(rows).contains("filter:"))
        #expect(ScreenRows.text(rows).contains("Tea Room"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
