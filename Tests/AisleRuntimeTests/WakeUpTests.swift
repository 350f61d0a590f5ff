import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TerminalUI
import Testing

/// One wake-up source: the loop sleeps until something happens — a key, or a background
/// result posting the terminal's `wakeSignal` — instead of looking every 100 ms. On the fake
/// clock: a result is handled with the clock unmoved, and an idle loop does not wake.
@Suite(.timeLimit(.minutes(10))) struct WakeUpTests {
    @Test func anOrdersConfirmationIsDrawnWhenTheDatabaseAnswersNotAtATick() throws {
        let scratch = try RuntimeScratch()
        let startup = try OrderPromiseTests.reviewOfOneSencha(scratch)
        let clock = scratch.clock
        var answeredAt: ContinuousClock.Instant?
        let persistence = startup.persistence
        let (_, loop, terminal) = scratch.run(
            startup,
            [
                .key(.enter),
                // The order is on disk and its answer waiting: from here the loop must not
                // need the clock to move to take it.
                .inspect {
                    persistence.drain()
                    answeredAt = clock.now
                },
                .pause(.seconds(5)), .quit,
            ])
        #expect(loop.state.orders.count == 1)
        let confirmed = try #require(
            terminal.frames.firstIndex { $0.contains { $0.contains("Thank you! Order") } })
        let waited = try #require(answeredAt).duration(to: terminal.drawTimes[confirmed])
        #expect(waited == .zero, "drawn \(waited) after the answer came")
    }

    @Test func anIdleLoopSleepsUntilAKey() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        let start = scratch.clock.now
        let (_, _, terminal) = scratch.run(startup, [.pause(.seconds(10)), .quit])
        #expect(start.duration(to: scratch.clock.now) >= .seconds(10))
        // Waking every 100 ms would be about 100: start-up's own look at the database and
        // the key are all that may wake it.
        #expect(terminal.wakeUps <= 3, "\(terminal.wakeUps) wake-ups in 10 idle seconds")
    }

    @Test func aSaveDeadlineIsTheOnlyTimerAndIsWaitedForExactly() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        let (_, _, terminal) = scratch.run(
            startup, [.key(.character("j")), .key(.character("j")), .pause(.seconds(30)), .quit])
        // Two keys, the session's save a second later, the quit: never a tick in between.
        #expect(terminal.wakeUps <= 6, "\(terminal.wakeUps) wake-ups")
    }

    @Test func keysComeFromTheDependenciesSoTestsKnowThem() throws {
        let scratch = try RuntimeScratch()
        try scratch.fillCart(["t-1": 1])
        let startup = try scratch.startup(.link([.cart]))
        let (_, loop, _) = scratch.run(startup, [.key(.character("o"))])
        // `random` is 7: the stem is its two words in hexadecimal.
        let stem = String(repeating: "0000000000000007", count: 2) + "-"
        #expect(loop.state.draft.orderKey.map(\.rawValue) == stem + "1")
    }
}
