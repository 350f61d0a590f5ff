import Glibc
import Testing

/// Being told to stop: the screens are saved and the process dies by the signal it was sent.
@Suite("Signals", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct SignalTests {
    @Test("the screens are saved and the process dies by the signal", arguments: [SIGTERM, SIGHUP])
    func savesAndDies(signal: Int32) throws {
        let session = try TmuxSession()
        let catalog = ["--catalog", AisleProgram.bundledCatalog()]
        try session.launch(catalog)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let product = try #require(ScreenRows.listNames(rows).dropFirst().first)
        // Changes are written at most once a second: with the category just written, the
        // product screen opened now is still unsaved when the signal comes, so only the
        // signal's own save can put it on disk.
        try session.waitForFile(session.navigationFile, "hold the category") {
            SavedNavigation.path(in: $0) == ["category/coffee"]
        }
        try session.open(product)

        try session.signal(signal)
        #expect(try session.waitForExit() == .signaled(signal))
        #expect(try session.format("#{alternate_on}") == "0", "the terminal was restored")
        let path = try #require(SavedNavigation.path(inFile: session.navigationFile))
        #expect(path.count == 2)
        #expect(path.first == "category/coffee")
        #expect(path.last?.hasPrefix("product/") == true)

        try session.launch(catalog)
        try session.waitForTitle(product)
    }

    @Test("Ctrl-C quits and saves, with the terminal put back")
    func controlC() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", AisleProgram.bundledCatalog()], keepAlive: true)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        try session.waitForTitle("Coffee & Tea")
        try session.sendKeys("C-c")
        // Ctrl-C reaches the app as SIGINT (it keeps ISIG on) or as a key; both must save.
        let ending = try session.waitForWrappedExit()
        #expect(ending.status == 0 || ending.status == 128 + SIGINT, "status \(ending.status)")
        #expect(ending.terminalRestored)
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(SavedNavigation.path(inFile: session.navigationFile) == ["category/coffee"])
    }
}
