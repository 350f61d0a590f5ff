import Testing

@testable import ShopServer

/// What the server's log says about an `--on-order` run: one line, whatever the command wrote.
@Suite(.timeLimit(.minutes(10))) struct HookRunTests {
    @Test func theCommandsStandardErrorStaysOnOneLine() {
        #expect(
            HookRun.oneLine("mail: no route\nretry later\n\n") == "mail: no route | retry later")
        #expect(HookRun.oneLine("a\u{1B}[2Jb\rc\u{202E}d\u{85}") == "a [2Jb c d")
        #expect(HookRun.oneLine(String(repeating: "x", count: 600)).count == 501)
    }

    @Test func theOutcomeAndTheLogFieldsSayHowItEnded() {
        let failed = HookRun(
            ending: .ended(.exited(3)), errorOutput: "no mail\n", milliseconds: 1234)
        #expect(failed.outcome == "exit 3")
        #expect(
            failed.logFields(number: "A-1", timeLimit: 30).map { "\($0)=\($1)" }
                == ["order=A-1", "outcome=exit 3", "took=1.2s", "stderr=no mail"])
        let slow = HookRun(ending: .timedOut, errorOutput: "", milliseconds: 30_000)
        #expect(slow.outcome == "timed out")
        #expect(
            slow.logFields(number: "A-1", timeLimit: 30).map { "\($0)=\($1)" }
                == ["order=A-1", "outcome=timed out", "time_limit=30s"])
        let killed = HookRun(ending: .ended(.signaled(9)), errorOutput: "", milliseconds: 5)
        #expect(killed.outcome == "signal 9")
    }
}
