import Glibc
import Testing

/// A crash under curses: the terminal is put back, the crash report is printed on the normal
/// screen after it, the state files are as they were, and nothing waits for a key.
@Suite(
    "Crashes", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CrashTests {
    @Test(
        "the terminal first, then the report; files untouched; no wait for a key",
        arguments: [SIGSEGV, SIGABRT])
    func crash(signal: Int32) throws {
        let session = try TmuxSession()
        try session.start(
            session.appCommand(
                ["--catalog", AisleProgram.bundledCatalog()],
                wrapper: TmuxSession.reportingWrapper()),
            recordOutput: true)
        try session.waitForHome(highlighting: "Coffee & Tea")
        let pid = try session.wrappedAppPID()
        // A screen a scheduled save would write next: a crash must not write it instead.
        _ = try session.stopOnUnsavedProduct(pid)
        let files = [session.navigationFile, session.databaseFile]
        let before = files.map(ScratchDirectory.contents(of:))
        try #require(
            before.allSatisfy { $0 != nil }, "the session and the database were saved at start")

        // The crash comes in the main thread, as a fault there would, before it runs again.
        try ProcessTable.signalMainThread(pid, signal)
        try ProcessTable.resume(pid)
        try session.waitUntil("the alternate screen left") { _ in
            (try? session.format("#{alternate_on}")) == "0"
        }
        // Mouse reporting off too, or every click would print escape codes at the shell.
        #expect(try session.mouseModes() == (standard: false, sgr: false))
        // Swift's backtracer, left waiting for a key, would hold the process for 30 s.
        let ending = try session.waitForWrappedEnding(timeout: .seconds(20))
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
        try session.waitFor("typed: hello")
    }
}
