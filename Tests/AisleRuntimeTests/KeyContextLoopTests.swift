import AisleApp
import AisleRuntime
import TerminalUI
import Testing

/// Keys reach only what is on display, through the whole loop: help takes every key while it
/// is open, and nothing but quitting works while "terminal too small" covers the screen.
@Suite(.timeLimit(.minutes(10))) struct KeyContextLoopTests {
    @Test func helpTakesTheKeysUntilItIsClosedThenQuitQuits() throws {
        let scratch = try RuntimeScratch()
        let helpOpen = { (terminal: TestTerminal) in
            terminal.screen.contains { $0.contains("Keys") }
        }
        var shownAfterQ: Bool?
        var terminalRef: TestTerminal?
        let check = TestTerminal.Step.inspect {
            shownAfterQ = terminalRef.map(helpOpen)
        }
        // `?` opens help; `j` and Enter would move and open on Home, `q` would quit: in help
        // the first two do nothing visible below and `q` only closes it.
        let script: [TestTerminal.Step] = [
            .key(.character("?")), .pause(.milliseconds(1)), .key(.character("j")), .key(.enter),
            .key(.character("z")),
            .key(.character("q")), .pause(.milliseconds(1)), check, .quit,
        ]
        let terminal = TestTerminal(
            size: Size(columns: 80, rows: 24), script: script,
            clock: scratch.clock)
        terminalRef = terminal
        var loop = RunLoop(startup: try scratch.startup(), terminal: terminal)
        let ending = loop.run()
        #expect(ending == .quit, "the second q quit")
        #expect(shownAfterQ == false, "the first q closed help and did not quit")
        #expect(terminal.frames.contains { frame in frame.contains { $0.contains("Keys") } })
        #expect(
            terminal.screen.contains { $0.hasPrefix("▸ Tea Room") },
            "j in help did not move Home's highlight")
        #expect(
            terminal.screen.contains { $0.contains("Welcome to Aisle") }, "Enter opened nothing")
    }

    @Test func whileTooSmallOnlyQuittingWorks() throws {
        let scratch = try RuntimeScratch()
        let small = Size(columns: 30, rows: 8)
        let (ending, _, terminal) = scratch.run(
            try scratch.startup(),
            [
                .event(.resized(small)), .key(.character("j")), .key(.enter),
                .key(.character("c")), .event(.resized(Size(columns: 80, rows: 24))),
                .pause(.milliseconds(1)), .quit,
            ])
        #expect(ending == .quit)
        #expect(terminal.screen.contains { $0.contains("Welcome to Aisle") }, "still Home")
        #expect(
            terminal.screen.contains { $0.hasPrefix("▸ Tea Room") },
            "j did not move the hidden highlight")
    }

    @Test func qQuitsWhileTooSmall() throws {
        let scratch = try RuntimeScratch()
        let (ending, _, _) = scratch.run(
            try scratch.startup(),
            [.event(.resized(Size(columns: 30, rows: 8))), .quit, .key(.character("j"))])
        #expect(ending == .quit)
    }
}
