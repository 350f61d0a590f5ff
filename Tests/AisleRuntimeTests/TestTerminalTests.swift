import AisleRuntime
import StateFiles
import TerminalUI
import Testing

/// The in-memory terminal: scripted events, pauses on the manual clock, a certain end.
@Suite(.timeLimit(.minutes(10))) struct TestTerminalTests {
    @Test func eventsComeInOrderAndAnEmptyScriptEndsWithAHangup() {
        let terminal = TestTerminal(script: [.key(.up), .key(.down)], clock: ManualClock())
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .key(.up))
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .key(.down))
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .hangup)
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .hangup)
    }

    @Test func aPauseMovesTheClockByAtMostTheTimeoutPerWait() {
        let clock = ManualClock()
        let start = clock.now
        let terminal = TestTerminal(
            script: [.pause(.milliseconds(250)), .key(.enter)], clock: clock, ending: .signal(15))
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == nil, "draining does not wait")
        #expect(clock.now == start)
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == nil)
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == nil)
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == nil)
        #expect(clock.now - start == .milliseconds(250))
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .key(.enter))
        #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .signal(15))
    }

    @Test func anInspectionRunsOnlyWhileWaiting() {
        var ran = 0
        let terminal = TestTerminal(script: [.inspect { ran += 1 }], clock: ManualClock())
        _ = terminal.nextEvent(timeoutMilliseconds: 0)
        #expect(ran == 0)
        _ = terminal.nextEvent(timeoutMilliseconds: 10)
        #expect(ran == 1)
    }
}
