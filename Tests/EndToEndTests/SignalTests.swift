import Glibc
import Testing

/// Being told to stop, losing the terminal, being suspended: the screens are saved, the
/// terminal is put back, and the parent learns the truth about how the process ended.
@Suite(
    "Signals", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
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
        try session.waitForHome(highlighting: "Coffee & Tea")
        let pid = try session.wrappedAppPID()
        let product = try session.stopOnUnsavedProduct(pid)
        // The signal reaches the main thread before it runs again: no scheduled save can come
        // first, so only the signal's own save can write the product.
        try ProcessTable.signalMainThread(pid, signal)
        try ProcessTable.resume(pid)

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
        // Once the first signal has been taken (two pending SIGTERMs would merge into one).
        unlink(session.navigationFile)
        try session.start(command)
        var pid = try reachProduct(session)
        kill(pid, SIGTERM)
        try waitUntilTaken(session, pid)
        kill(pid, SIGTERM)
        try expectEndedBySIGTERM(session, pid)

        // While the first signal's save waits for a lock another instance holds: ended then,
        // the save cut short and the old file left whole. The app is stopped on a product no
        // scheduled save has written (`stopOnUnsavedProduct`), so the signal's save has it to
        // write and must wait for the lock; the wait lasts the writer's lock timeout (two
        // seconds), and a second signal sent later than that proves nothing, so such a round
        // is tried again, and five such rounds fail the test (never cancel it).
        let directory = session.stateHome + "/aisle"
        for _ in 1...5 {
            // What a save cut short left behind would pass for this round's save.
            for name in StateFiles.temporaries(in: directory) { unlink(directory + "/" + name) }
            unlink(session.navigationFile)
            try session.start(command)
            try session.waitForHome(highlighting: "Coffee & Tea")
            pid = try session.wrappedAppPID()
            _ = try session.stopOnUnsavedProduct(pid)
            let lock = try StateFiles.holdLock(directory + "/.navigation.json.lock")
            defer { close(lock) }
            // Taken before the app runs again: no scheduled save can come first.
            try ProcessTable.signalMainThread(pid, SIGTERM)
            let locked = ContinuousClock.now
            try ProcessTable.resume(pid)
            try waitUntilTaken(session, pid)
            let inTime = locked.duration(to: .now) < .milliseconds(1500)
            if ProcessTable.isRunning(pid) { kill(pid, SIGTERM) }
            try expectEndedBySIGTERM(session, pid)
            guard inTime else { continue }
            #expect(
                SavedNavigation.path(inFile: session.navigationFile) == ["category/coffee"],
                "the save was cut short")
            return
        }
        throw E2EFailure("five times the second signal could not be sent within 1.5 s")
    }

    /// Opens Coffee & Tea, waits until that is on disk (the caller removed what an earlier run
    /// left), opens its second product; returns the app's process id.
    private func reachProduct(_ session: TmuxSession) throws -> pid_t {
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let product = try #require(ScreenRows.listNames(rows).dropFirst().first)
        try session.waitForFile(session.navigationFile, "hold the category") {
            SavedNavigation.path(in: $0) == ["category/coffee"]
        }
        try session.open(product)
        return try session.wrappedAppPID()
    }

    private func waitUntilTaken(_ session: TmuxSession, _ pid: pid_t) throws {
        try session.waitUntil("the first SIGTERM taken") { _ in
            (ProcessTable.pendingSignals(pid) ?? 0) == 0
        }
    }

    /// Expects `pid` to end by SIGTERM with the terminal put back and a whole navigation.json
    /// holding the category or the product.
    private func expectEndedBySIGTERM(_ session: TmuxSession, _ pid: pid_t) throws {
        let gone = ProcessTable.waitUntilGone(pid, timeout: TmuxSession.defaultTimeout)
        #expect(gone.ended, "running \(gone.elapsed) after two SIGTERMs")
        let ending = try session.waitForWrappedEnding()
        #expect(ending == .init(termination: .signaled(SIGTERM), terminalRestored: true))
        let path = try #require(
            SavedNavigation.path(inFile: session.navigationFile),
            "navigation.json is not a complete document")
        let isOld = path == ["category/coffee"]
        let isNew = path.count == 2 && path[0] == "category/coffee" && path[1].hasPrefix("product/")
        #expect(isOld || isNew, "\(path)")
    }

    @Test("the terminal vanishing without a SIGHUP: saved and ended, no spinning")
    func hangupWithoutSignal() throws {
        let session = try TmuxSession()
        // Not exec'd: tmux continues a stopped process of its own pane at once, and the test
        // stops the app.
        let ignoringHangup = ["sh", "-c", "trap '' HUP; \"$0\" \"$@\""]
        try session.start(session.appCommand(catalog, wrapper: ignoringHangup))
        try session.waitForHome(highlighting: "Coffee & Tea")
        let pid = try session.wrappedAppPID()
        defer {
            // Only if it never ended: the number could belong to someone else by now.
            if ProcessTable.isRunning(pid), ProcessTable.name(pid) == "aisle" { kill(pid, SIGKILL) }
        }
        let ignored = try #require(ProcessTable.ignoredSignals(pid))
        try #require(ignored & (1 << (SIGHUP - 1)) != 0, "the app was started with SIGHUP ignored")

        _ = try session.stopOnUnsavedProduct(pid)
        let readsBefore = try #require(ProcessTable.readCalls(pid), "/proc/\(pid)/io is readable")

        // Closing the pane closes the pty: reads fail, and the SIGHUPs it causes are ignored.
        try session.tmux(["kill-pane", "-t", TmuxSession.target])
        try ProcessTable.resume(pid)
        let gone = ProcessTable.waitUntilGone(pid, timeout: .seconds(30))
        #expect(gone.ended, "still running \(gone.elapsed) after its terminal went away")
        // Noticing the hang-up takes a handful of reads (a few dozen if poll does not report
        // it); a loop reading the dead terminal over and over makes thousands, however fast
        // or slow the machine is.
        let reads = (gone.lastReadCalls ?? readsBefore) - readsBefore
        #expect(reads < 1000, "\(reads) read calls after the hang-up")
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
}
