import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// The message log and Ctrl-L through the real loop.
@Suite(.timeLimit(.minutes(10))) struct LogRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    @Test func aNoticeGoneFromTheBottomLineIsInTheLog() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [
                .key(.enter), .key(.character("a")), Self.frame, .down, Self.frame,
                .key(.character("m")), Self.frame,
            ])
        #expect(terminal.frames[1].last?.contains("Added Sencha Green") == true)
        #expect(terminal.frames[2].last?.contains("Added") == false, "gone on the next key")
        let log = terminal.frames[3]
        #expect(log.contains { $0.contains("Messages") })
        #expect(log.contains { $0.contains("Added Sencha Green") })
        #expect(loop.state.isShowingLog)
    }

    @Test func controlLRepaintsTheWholeScreen() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [.down, Self.frame, .key(.control("l")), Self.frame, .down, Self.frame])
        #expect(terminal.repaintedFrames == [2], "only the frame after Ctrl-L")
        #expect(terminal.frames[2] == terminal.frames[1], "the same screen, painted again")
        #expect(loop.state.position.selected == 2)
    }
}
