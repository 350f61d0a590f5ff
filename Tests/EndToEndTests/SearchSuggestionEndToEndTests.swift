import Testing

/// "Did you mean" taken with Enter in the real program: a misspelt search offers the word the
/// catalog holds, and Enter searches it.
@Suite(
    "Search suggestion", .timeLimit(.minutes(20)),
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct SearchSuggestionEndToEndTests {
    @Test("search “mathca”: “did you mean matcha”, Enter searches matcha")
    func enterTakesTheSuggestion() throws {
        let session = try TmuxSession()
        _ = try session.launchStandard()
        _ = try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("mathca")
        try session.sendKeys("Enter")
        try session.waitForTitle("Results for “mathca”")
        try session.waitUntil("the suggestion highlighted") { rows in
            rows.contains { $0.hasPrefix("▸ No results for “mathca” — Did you mean “matcha”?") }
        }
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Results for “matcha”")
        let results = ScreenRows.listNames(rows)
        #expect(Set(results) == ["Matcha Whisk", "Ceremonial Matcha"], "\(results)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
