import Glibc
import Testing

/// A crash under curses: the terminal is back within a fraction of a second, the crash
/// report is printed on the normal screen after it, the state files are as they were, and
/// nothing waits for a key.
@Suite("Crashes", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct CrashTests {
    @Test(
        "the terminal first, then the report; files untouched; no 30 s wait",
        arguments: [SIGSEGV, SIGABRT])
    func crash(signal: Int32) throws {
        let session = try TmuxSession()
        try session.start(
            session.appCommand(
                ["--catalog", AisleProgram.bundledCatalog()],
                wrapper: TmuxSession.reportingWrapper()),
            recordOutput: true)
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let product = try #require(ScreenRows.listNames(rows).dropFirst().first)
        try session.waitForFile(session.navigationFile, "hold the category") {
            SavedNavigation.path(in: $0) == ["category/coffee"]
        }
        let saved = ContinuousClock.now
        // A screen the next save tick would write: a crash must not write it instead.
        try session.open(product)
        let files = [
            session.navigationFile, session.cartFile, session.dataHome + "/aisle/orders.json",
        ]
        let before = files.map(ScratchDirectory.contents(of:))
        try #require(before.allSatisfy { $0 != nil }, "all three files were saved at start")
        try #require(saved.duration(to: .now) < .milliseconds(700), "the tick is still to come")

        let pid = try session.wrappedAppPID()
        let sent = ContinuousClock.now
        kill(pid, signal)
        try session.waitUntil("the alternate screen left", timeout: .seconds(1)) { _ in
            (try? session.format("#{alternate_on}")) == "0"
        }
        let restoredAfter = sent.duration(to: .now)
        #expect(restoredAfter < .seconds(1), "terminal back after \(restoredAfter)")
        let ending = try session.waitForWrappedEnding(timeout: .seconds(5))
        #expect(sent.duration(to: .now) < .seconds(5))
        #expect(ending == .init(termination: .signaled(signal), terminalRestored: true))

        let report = session.outputAfterAlternateScreen(containing: "crashed")
        #expect(
            report?.contains("crashed") == true, "the crash report follows the UI: \(report ?? "")")
        #expect(files.map(ScratchDirectory.contents(of:)) == before, "state files as they were")
        for base in [session.stateHome, session.dataHome] {
            #expect(StateFiles.temporaries(in: base + "/aisle").isEmpty)
        }

        try session.type("hello")
        try session.sendKeys("Enter")
        try session.waitFor("typed: hello", timeout: .seconds(2))
    }
}
