import Testing

/// `aisle --fresh` starts at Home and forgets nothing: the search prompt's history and the
/// screens `[` walks back to outlive it (issue 30, item 13).
@Suite(
    "Fresh start keeps the histories",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct FreshKeepsHistoryEndToEndTests {
    @Test("search, quit, --fresh twice: ↑ in the search prompt and [ still reach the search")
    func freshKeepsHistories() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("matcha")
        try session.sendKeys("Enter")
        try session.waitForTitle("Results for “matcha”")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))

        // Twice: the first fresh run saves over the session at its quit.
        for _ in 0..<2 {
            try session.launch(["--catalog", catalog, "--fresh"])
            try session.waitForHome(highlighting: "Tea Room")
            try session.sendKeys("/")
            try session.waitUntil("the search prompt") {
                ScreenRows.bottomRow($0).hasPrefix(" Search:")
            }
            try session.sendKeys("Up")
            try session.waitUntil("the last search again") {
                ScreenRows.bottomRow($0).contains("Search: matcha")
            }
            try session.sendKeys("Escape")
            try session.waitUntil("the prompt closed") {
                !ScreenRows.bottomRow($0).hasPrefix(" Search:")
            }
            try session.sendKeys("[")
            try session.waitForTitle("Results for “matcha”")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == .exited(0))
        }
    }
}
