import Glibc
import Testing

/// Quitting and coming back: the screens, the highlighted rows and the terminal itself.
@Suite(
    "Resume", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ResumeTests {
    @Test("three screens deep, quit with q, relaunch: same screen, same highlights on the way back")
    func quitAndRelaunch() throws {
        let session = try TmuxSession()
        let catalog = ["--catalog", AisleProgram.bundledCatalog()]
        try session.launch(catalog, keepAlive: true)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        var rows = try session.waitForTitle("Coffee & Tea")
        let names = ScreenRows.listNames(rows)
        try #require(names.count >= 3, "the category lists at least three products")
        let product = names[2]
        try session.sendKeys("Down", "Down")
        try session.waitUntil("the third product highlighted") {
            ScreenRows.isHighlighted(product, in: $0)
        }
        try session.sendKeys("Enter")
        rows = try session.waitForTitle(product)
        #expect(ScreenRows.topBar(rows).contains("1 Home › 2 Coffee & Tea › 3 "))

        try session.sendKeys("q")
        let ending = try session.waitForWrappedExit()
        #expect(ending.status == 0)
        #expect(ending.terminalRestored, "stty settings after quit equal those before launch")
        try expectTerminalRestored(session)

        try session.launch(catalog)
        rows = try session.waitForTitle(product)
        #expect(ScreenRows.topBar(rows).contains("1 Home › 2 Coffee & Tea › 3 "))
        try session.sendKeys("Left")
        rows = try session.waitForTitle("Coffee & Tea")
        #expect(ScreenRows.highlighted(rows)?.hasPrefix(product) == true, "the product opened")
        try session.sendKeys("Escape")
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test("a change is saved within a second, so even kill -9 loses nothing")
    func savedWithoutQuitting() throws {
        let session = try TmuxSession()
        let catalog = ["--catalog", AisleProgram.bundledCatalog()]
        try session.launch(catalog)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let product = try #require(ScreenRows.listNames(rows).dropFirst().first)
        try session.open(product)
        try session.waitForFile(session.navigationFile, "hold the product screen") { bytes in
            let path = SavedNavigation.path(in: bytes) ?? []
            return path.count == 2 && path[0] == "category/coffee"
                && path[1].hasPrefix("product/")
        }
        try session.signal(SIGKILL)
        #expect(try session.waitForExit() == .signaled(SIGKILL))

        try session.launch(catalog)
        let restored = try session.waitForTitle(product)
        #expect(ScreenRows.topBar(restored).contains("2 Coffee & Tea › 3 "))
    }

    /// After the app ends, the modes it turned on are off again (the pane is still alive).
    private func expectTerminalRestored(_ session: TmuxSession) throws {
        let modes = [
            "alternate_on": "0", "cursor_flag": "1", "keypad_flag": "0",
            "keypad_cursor_flag": "0", "mouse_any_flag": "0", "insert_flag": "0",
        ]
        for (mode, expected) in modes {
            #expect(try session.format("#{\(mode)}") == expected, "\(mode) after quit")
        }
    }
}
