import Glibc
import Testing

/// Being told to stop, losing the terminal, being suspended: the screens are saved, the
/// terminal is put back, and the parent learns the truth about how the process ended.
@Suite("Signals", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"))
struct SignalTests {
    private let catalog = ["--catalog", AisleProgram.bundledCatalog()]

    @Test(
        "saved, terminal put back, and the parent sees death by the signal",
        arguments: [SIGTERM, SIGHUP, SIGINT])
    func savesRestoresAndDies(signal: Int32) throws {
        let session = try TmuxSession()
        try session.start(
            session.appCommand(catalog, wrapper: TmuxSession.reportingWrapper()),
            recordOutput: true)
        let product = try reachUnsavedProduct(session)
        try session.signalWrappedApp(signal)

        let ending = try session.waitForWrappedEnding()
        #expect(ending.termination == .signaled(signal), "not exit(1), not 128 + n")
        #expect(ending.terminalRestored, "stty -g after equals stty -g before")
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(
            session.outputAfterAlternateScreen(containing: TmuxSession.endMarker) != nil,
            "the last alternate-screen switch in the output leaves it")
        let path = try #require(SavedNavigation.path(inFile: session.navigationFile))
        #expect(path.count == 2 && path.first == "category/coffee", "saved: \(path)")
        #expect(path.last?.hasPrefix("product/") == true, "the signal's own save: \(path)")

        try session.launch(catalog)
        try session.waitForTitle(product)
    }

    @Test("a second SIGTERM during shutdown ends it at once, leaving a whole file")
    func secondSignal() throws {
        let session = try TmuxSession()
        let command = try session.appCommand(
            catalog + ["--fresh"], wrapper: TmuxSession.reportingWrapper())
        // Each round sends the second signal a little later into the shutdown (save, then
        // terminal), once the first has been taken: two pending SIGTERMs would merge into one.
        for (round, delay) in [0, 2_000, 8_000].enumerated() {
            try session.start(command)
            _ = try reachUnsavedProduct(session)
            let pid = try session.wrappedAppPID()
            kill(pid, SIGTERM)
            try session.waitUntil("the first SIGTERM taken", timeout: .seconds(2)) { _ in
                (ProcessTable.pendingSignals(pid) ?? 0) == 0
            }
            usleep(useconds_t(delay))
            kill(pid, SIGTERM)
            let gone = ProcessTable.waitUntilGone(pid, timeout: .seconds(2))
            #expect(gone.ended, "round \(round): running \(gone.elapsed) after two SIGTERMs")
            let ending = try session.waitForWrappedEnding()
            #expect(ending == .init(termination: .signaled(SIGTERM), terminalRestored: true))
            let path = try #require(
                SavedNavigation.path(inFile: session.navigationFile),
                "round \(round): navigation.json is not a complete document")
            let isOld = path == ["category/coffee"]
            let isNew =
                path.count == 2 && path[0] == "category/coffee"
                && path[1].hasPrefix("product/")
            #expect(isOld || isNew, "round \(round): \(path)")
        }
    }

    @Test("the terminal vanishing without a SIGHUP: saved and ended within seconds, no spinning")
    func hangupWithoutSignal() throws {
        let session = try TmuxSession()
        let ignoringHangup = ["sh", "-c", "trap '' HUP; exec \"$0\" \"$@\""]
        try session.start(session.appCommand(catalog, wrapper: ignoringHangup))
        _ = try reachUnsavedProduct(session)
        let pid = try session.appPID()
        defer {
            // Only if it never ended: the number could belong to someone else by now.
            if ProcessTable.isRunning(pid), ProcessTable.name(pid) == "aisle" { kill(pid, SIGKILL) }
        }
        let ignored = try #require(ProcessTable.ignoredSignals(pid))
        try #require(ignored & (1 << (SIGHUP - 1)) != 0, "the app was started with SIGHUP ignored")

        // Closing the pane closes the pty: reads fail, and the SIGHUPs it causes are ignored.
        try session.tmux(["kill-pane", "-t", TmuxSession.target])
        let gone = ProcessTable.waitUntilGone(pid, timeout: .seconds(3))
        #expect(gone.ended, "still running \(gone.elapsed) after its terminal went away")
        let spun = Double(gone.cpuTicksUsed) / Double(ProcessTable.ticksPerSecond)
        #expect(spun < 0.5, "used \(spun) s of CPU in \(gone.elapsed) after the hang-up")
        let path = SavedNavigation.path(inFile: session.navigationFile) ?? []
        #expect(path.count == 2 && path.last?.hasPrefix("product/") == true, "saved: \(path)")
    }

    @Test("Ctrl-Z, a resize while stopped, fg: redrawn at the new size and keys still work")
    func suspendAndResume() throws {
        let session = try TmuxSession()
        try session.start(session.environmentCommand(["PS1": "$ "]) + ["sh", "-i"])
        try session.waitUntil("the shell's prompt") { $0.first?.hasPrefix("$") == true }
        try session.type(([try AisleProgram.binary()] + catalog).joined(separator: " "))
        try session.sendKeys("Enter")
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        var rows = try session.waitForTitle("Coffee & Tea")
        let names = ScreenRows.listNames(rows)

        try session.sendKeys("C-z")
        try session.waitFor("Stopped")
        try session.resize(width: 100, height: 30)
        try session.type("fg")
        try session.sendKeys("Enter")
        rows = try session.waitUntil("Coffee & Tea drawn 100 × 30") { rows in
            rows.count == 30 && rows.count > 2 && rows[2].trimmed.hasPrefix("Coffee & Tea")
                && ScreenRows.topBar(rows).count > 80 && ScreenRows.bottomRow(rows).contains("quit")
        }
        #expect(ScreenRows.isHighlighted(names[0], in: rows))
        try session.sendKeys("Down")
        try session.waitUntil("the second product highlighted") {
            ScreenRows.isHighlighted(names[1], in: $0)
        }
        try session.sendKeys("q")
        try session.waitUntil("the shell's prompt again") { rows in
            rows.contains { $0.hasPrefix("$") } && !rows.contains { $0.contains("Coffee & Tea") }
        }
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test("Ctrl-C quits and saves, with the terminal put back")
    func controlC() throws {
        let session = try TmuxSession()
        try session.launch(catalog, keepAlive: true)
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

    /// Opens Coffee & Tea, waits until that is on disk, then opens its second product and
    /// returns its name. Saves come at most once a second, so until the next tick only a save
    /// made for a signal or a hang-up can write the product; fails if getting there took so
    /// long that the tick may already have come.
    private func reachUnsavedProduct(_ session: TmuxSession) throws -> String {
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let product = try #require(ScreenRows.listNames(rows).dropFirst().first)
        try session.waitForFile(session.navigationFile, "hold the category") {
            SavedNavigation.path(in: $0) == ["category/coffee"]
        }
        let saved = ContinuousClock.now
        try session.open(product)
        try #require(
            saved.duration(to: .now) < .milliseconds(700),
            "opening the product took too long to prove which save wrote it")
        return product
    }
}
