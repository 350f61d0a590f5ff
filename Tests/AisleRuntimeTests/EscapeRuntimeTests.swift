import AisleRuntime
import TerminalUI
import Testing

/// Esc through the real loop: the loop adds no wait of its own, so once the terminal reports
/// Esc unambiguously (the kitty keyboard protocol; the backend's side is in
/// `EscWithoutWaitTests` and the end-to-end `KittyKeyboardEndToEndTests`) a prompt closes in
/// the frame Esc arrives in, with no time passing on the clock.
@Suite(.timeLimit(.minutes(10))) struct EscapeRuntimeTests {
    /// Lets the script's inspections read the terminal the loop draws on.
    final class Watch {
        var terminal: TestTerminal?
        var pressedAt: ContinuousClock.Instant?
        var closedAt: ContinuousClock.Instant?
        var screenAfterEsc: [String] = []
    }

    @Test func escClosesThePromptWithNoTimePassing() throws {
        let scratch = try RuntimeScratch()
        let watch = Watch()
        let clock = scratch.clock
        let script: [TestTerminal.Step] = [
            .key(.character("/")), .key(.character("t")), .pause(.milliseconds(1)),
            .inspect { watch.pressedAt = clock.now },
            .key(.escape),
            .inspect {
                watch.closedAt = clock.now
                watch.screenAfterEsc = watch.terminal?.screen ?? []
            },
        ]
        let terminal = TestTerminal(script: script, clock: clock)
        watch.terminal = terminal
        var loop = RunLoop(startup: try scratch.startup(), terminal: terminal)
        _ = loop.run()
        #expect(terminal.frames.contains { $0[23].contains("Search: t") })
        #expect(!watch.screenAfterEsc.isEmpty && !watch.screenAfterEsc[23].contains("Search:"))
        let pressed = try #require(watch.pressedAt)
        #expect(watch.closedAt == pressed, "no time passed between Esc and the closed prompt")
    }
}
