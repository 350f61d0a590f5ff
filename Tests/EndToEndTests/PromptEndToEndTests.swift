import Testing

/// The prompts in a real terminal: Ctrl-C cancels one instead of quitting (the terminal's
/// interrupt character is off while Aisle runs), and what was searched comes back with ↑ after
/// a relaunch.
@Suite(
    "Prompts end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct PromptEndToEndTests {
    @Test("Ctrl-C in the search prompt cancels it; the program stays, and q quits")
    func controlCCancelsThePrompt() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.sendKeys("/")
        try session.type("mat")
        try session.waitUntil("the typed query") {
            ScreenRows.bottomRow($0).contains("Search: mat")
        }
        try session.sendKeys("C-c")
        try session.waitUntil("the prompt closed, the hints back") {
            !ScreenRows.bottomRow($0).contains("Search:")
                && ScreenRows.bottomRow($0).contains("quit")
        }
        // Still running: the highlight moves, and the link prompt cancels the same way.
        try session.sendKeys("Down")
        try session.waitUntil("the second row highlighted") {
            !ScreenRows.isHighlighted("Tea Room", in: $0)
        }
        try session.sendKeys(":")
        try session.waitUntil("the link prompt") { ScreenRows.bottomRow($0).contains("Go to:") }
        try session.sendKeys("C-c")
        try session.waitUntil("the link prompt closed") {
            !ScreenRows.bottomRow($0).contains("Go to:")
        }
        try session.sendKeys("q")
        let ending = try session.waitForExit()
        #expect(ending == .exited(0), "quit with q, not by a signal")
    }

    @Test("a search is recalled with ↑ after a relaunch")
    func historyAcrossARelaunch() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("/")
        try session.type("matcha")
        try session.sendKeys("Enter")
        try session.waitForTitle("Results for “matcha”")
        try session.sendKeys("q")
        _ = try session.waitForExit()

        try session.launch(["--catalog", catalog])
        try session.waitForTitle("Results for “matcha”")
        try session.sendKeys("Escape")
        try session.waitForHome(highlighting: "Tea Room")
        try session.sendKeys("/")
        try session.waitUntil("an empty prompt") { ScreenRows.bottomRow($0).hasPrefix(" Search:") }
        try session.sendKeys("Up")
        try session.waitUntil("the last search recalled") {
            ScreenRows.bottomRow($0).contains("Search: matcha")
        }
        // Esc and q sent together would read as Alt-q: wait for the prompt to close first.
        try session.sendKeys("Escape")
        try session.waitUntil("the prompt closed") { !ScreenRows.bottomRow($0).contains("Search:") }
        try session.sendKeys("q")
        _ = try session.waitForExit()
    }
}
