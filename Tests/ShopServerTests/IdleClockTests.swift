import NIOCore
import Testing

@testable import ShopServer

@Suite(.timeLimit(.minutes(10))) struct IdleClockTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    /// What is due at `start + seconds`.
    private func due(_ clock: inout IdleClock, at seconds: Int64) -> IdleClock.Due {
        clock.due(now: start + .seconds(seconds))
    }

    @Test func warnsOnceThenCloses() {
        var clock = IdleClock(timeout: .seconds(300), lead: .seconds(60), now: start)
        #expect(due(&clock, at: 0) == .nothing(until: start + .seconds(240)))
        #expect(due(&clock, at: 240) == .warn(until: start + .seconds(300)))
        #expect(due(&clock, at: 250) == .nothing(until: start + .seconds(300)))
        #expect(due(&clock, at: 300) == .close)
    }

    @Test func aKeyPutsItAllOffAndAsksForARepaintAfterAWarning() {
        var clock = IdleClock(timeout: .seconds(300), lead: .seconds(60), now: start)
        let first = clock.noteInput(now: start + .seconds(100))
        #expect(!first)
        #expect(due(&clock, at: 240) == .nothing(until: start + .seconds(340)))
        #expect(due(&clock, at: 340) == .warn(until: start + .seconds(400)))
        let afterWarning = clock.noteInput(now: start + .seconds(350))
        #expect(afterWarning)
        #expect(due(&clock, at: 400) == .nothing(until: start + .seconds(590)))
    }
}
