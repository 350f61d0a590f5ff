import Foundation
import Glibc
import Testing

/// Esc without the wait, in a real pty: a terminal that answers the kitty keyboard query gets
/// "disambiguate escape codes" pushed, and popped again on every way out (quit, Ctrl-Z, a
/// crash); one that does not (plain tmux) gets nothing pushed and keeps today's Esc delay.
@Suite(
    "Kitty keyboard protocol end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct KittyKeyboardEndToEndTests {
    @Test("a terminal that answers: Esc and Ctrl-C arrive as CSI u and work; quit pops first")
    func answeringTerminal() throws {
        let session = try TmuxSession()
        let terminal = try FakeKittyTerminal(in: session.scratch)
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        let aisle = try session.appCommand(["--catalog", catalog])
        try session.start(terminal.command(aisle))
        try session.waitForHome(highlighting: "Tea Room")
        try waitForEvents(terminal, ["enter", "query", "push"])
        try closesASearchPrompt(session)
        // Ctrl-C is `CSI 99;5 u` now: it quits, as the plain byte does.
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == .exited(0))
        #expect(terminal.events == ["enter", "query", "push", "pop", "leave", "exit 0"])
    }

    /// `aisle⏎q` typed quickly: the `q` comes before the answers and quits; the answers must
    /// not be left for the shell to read as typing.
    @Test("a key typed ahead quits before the answers arrive: none is left for the shell")
    func answersAfterATypedAheadQuit() throws {
        let session = try TmuxSession()
        let terminal = try FakeKittyTerminal(in: session.scratch)
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        // What the shell would read next, without waiting for a line (`-n`): anything
        // already waiting comes at once. Its length is shown: an answer echoed would be taken
        // by tmux as a sequence and show nothing.
        let script = """
            "$0" "$@"
            echo "aisle-ended status=$?"
            read -r -s -t 2 -n 64 left
            echo "left=[${#left}]"
            read -r _
            """
        let aisle = try session.appCommand(["--catalog", catalog])
        try session.start(terminal.commandTypingAhead(["bash", "-c", script] + aisle))
        try session.waitFor("aisle-ended status=0")
        try session.waitFor("left=[")
        let screen = try session.screen()
        #expect(screen.contains { $0.hasPrefix("left=[0]") }, "\(screen)")
        #expect(terminal.events.prefix(2) == ["enter", "query"])
        try session.sendKeys("Enter")
        _ = try session.waitForExit()
    }

    @Test("a terminal that answers: Ctrl-Z pops and stops, fg pushes again")
    func suspendThroughTheProtocol() throws {
        let session = try TmuxSession()
        let terminal = try FakeKittyTerminal(in: session.scratch)
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        // bash with job control inside the fake terminal's pty gives the app its own process
        // group there, so the stop it raises for `CSI 122;5 u` is not dropped.
        let script = """
            set -m
            "$0" "$@"
            echo "aisle-stopped status=$?"
            read -r _
            fg
            """
        let aisle = try session.appCommand(["--catalog", catalog])
        try session.start(terminal.command(["bash", "-c", script] + aisle))
        try session.waitForHome(highlighting: "Tea Room")
        try waitForEvents(terminal, ["enter", "query", "push"])
        try session.sendKeys("C-z")
        try session.waitFor("aisle-stopped status=148")
        #expect(terminal.events == ["enter", "query", "push", "pop", "leave"])
        try session.sendKeys("Enter")
        try session.waitForHome(highlighting: "Tea Room")
        try waitForEvents(terminal, ["enter", "query", "push", "pop", "leave", "enter", "push"])
        try closesASearchPrompt(session)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        #expect(terminal.events.suffix(3) == ["pop", "leave", "exit 0"])
    }

    @Test(
        "a terminal that answers: a crash, a hang-up or SIGTERM pops before the screen is left",
        arguments: [SIGABRT, SIGHUP, SIGTERM])
    func popsOnEveryWayOut(signal: Int32) throws {
        let session = try TmuxSession()
        let terminal = try FakeKittyTerminal(in: session.scratch)
        let aisle = try session.appCommand(["--catalog", AisleProgram.bundledCatalog()])
        try session.start(
            terminal.command(["sh", "-c", "ulimit -c 0; exec \"$0\" \"$@\""] + aisle))
        try session.waitForHome(highlighting: "Coffee & Tea")
        try waitForEvents(terminal, ["enter", "query", "push"])
        try session.signalWrappedApp(signal)
        #expect(try session.waitForExit() == .exited(0))
        let events = terminal.events
        #expect(events.prefix(5) == ["enter", "query", "push", "pop", "leave"], "\(events)")
        #expect(events.last == "exit \(-signal)", "\(events)")
    }

    @Test("aisle serve: the customer's terminal is asked through ssh, and Esc works at once")
    func throughServe() throws {
        let server = try ShopServerProcess()
        try server.start()
        let key = try SSHKey("kitty", in: server.scratch)
        let session = try TmuxSession()
        let terminal = try FakeKittyTerminal(in: session.scratch)
        try session.start(
            session.environmentCommand() + terminal.command(key.sshCommand(port: server.port)))
        try session.waitForHome(highlighting: "Coffee & Tea")
        try waitForEvents(terminal, ["enter", "query", "push"])
        try closesASearchPrompt(session)
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == .exited(0))
        #expect(terminal.events == ["enter", "query", "push", "pop", "leave", "exit 0"])
    }

    @Test("plain tmux does not answer: nothing is pushed, and Esc still works after its delay")
    func silentTerminal() throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(
            FixtureCatalog.json(FixtureCatalog.standard), to: "catalog.json")
        try session.launch(["--catalog", catalog], recordOutput: true)
        try session.waitForHome(highlighting: "Tea Room")
        try session.waitForFile(session.outputLog, "hold the query") {
            String(decoding: $0, as: UTF8.self).contains("\u{1B}[?u\u{1B}[c")
        }
        try closesASearchPrompt(session)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let output = String(
            decoding: ScratchDirectory.contents(of: session.outputLog) ?? [], as: UTF8.self)
        #expect(!output.contains("\u{1B}[>1u"))
        #expect(!output.contains("\u{1B}[<u"))
    }

    /// Opens the search prompt, presses Esc, and waits for the prompt to close.
    private func closesASearchPrompt(_ session: TmuxSession) throws {
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") { ScreenRows.bottomRow($0).contains("Search:") }
        try session.sendKeys("Escape")
        try session.waitUntil("the prompt closed by Esc") {
            !ScreenRows.bottomRow($0).contains("Search:")
                && ScreenRows.bottomRow($0).contains("quit")
        }
    }

    /// Waits until the fake terminal has logged exactly `expected`.
    private func waitForEvents(_ terminal: FakeKittyTerminal, _ expected: [String]) throws {
        let deadline = ContinuousClock.now + TmuxSession.defaultTimeout
        while terminal.events != expected {
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("the fake terminal logged \(terminal.events), not \(expected)")
            }
            usleep(10_000)
        }
    }
}
