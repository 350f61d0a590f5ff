import Testing

/// `aisle session` and `aisle link` print what they are asked and nothing else, and `aisle
/// reset` is refused while an Aisle runs (which would save its screens over it a second later).
@Suite(
    "Quiet commands and a reset while running",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct QuietCommandsEndToEndTests {
    @Test("a session left at Payment by card: session and link say nothing on stderr")
    func inspectionsAreQuiet() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.fillCart(with: ["Sencha Green"], total: "Cart 1 · $12.00")
        try session.checkOutToPayment()
        try session.sendKeys("Right")
        try session.waitUntil("Pay by Card") { ScreenRows.fieldValue("Pay by", in: $0) == "Card" }
        try session.sendKeys("C-c")
        _ = try session.waitForExit()

        for command in ["session", "link"] {
            let result = try PlainRun.run(
                [command, "--catalog", catalog], environment: ["TERM": nil],
                scratch: session.scratch)
            #expect(result.termination == .exited(0), "\(command): \(result.error)")
            #expect(result.error.isEmpty, "\(command) said on stderr: \(result.error)")
            #expect(result.output.contains("checkout/payment"), "\(command): \(result.output)")
        }
        // The launch itself still reminds the user at the keyboard.
        try session.launch(["--catalog", catalog])
        try session.waitFor("Card details are never saved")
    }

    @Test("reset while an Aisle runs: refused with its pid, the session kept; after quit, done")
    func resetWhileRunning() throws {
        let session = try TmuxSession()
        let catalog = try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.waitForFile(session.navigationFile, "Tea Room saved") {
            SavedNavigation.path(in: $0) == ["category/tea"]
        }
        let pid = try session.appPID()
        let refused = try PlainRun.run(
            ["reset"], environment: ["TERM": nil], scratch: session.scratch)
        #expect(refused.termination == .exited(1))
        #expect(refused.error == "aisle: Aisle is running (pid \(pid)); quit it first\n")
        #expect(refused.output.isEmpty)
        #expect(SavedNavigation.path(inFile: session.navigationFile) == ["category/tea"])

        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let done = try PlainRun.run(["reset"], environment: ["TERM": nil], scratch: session.scratch)
        #expect(done.termination == .exited(0), "stderr: \(done.error)")
        #expect(done.output.contains("Removed \(session.navigationFile)"))
        try session.launch(["--catalog", catalog])
        try session.waitForHome(highlighting: "Tea Room")
    }
}
