import Testing

@testable import StateFiles

/// The heartbeat of a held lock vouches for the work: it beats while the work has progressed
/// within `HeldLock.stallLimit`, and stops for a holder hung past it.
@Suite(.timeLimit(.minutes(10)))
struct HeldLockHeartbeatTests {
    @Test func itBeatsOnlyWhileTheWorkProgresses() {
        let second: UInt64 = 1_000_000_000
        #expect(HeldLock.beats(now: 100 * second, lastProgress: 100 * second))
        #expect(HeldLock.beats(now: 129 * second, lastProgress: 100 * second))
        #expect(!HeldLock.beats(now: 131 * second, lastProgress: 100 * second))
        #expect(HeldLock.beats(now: 5, lastProgress: 10), "a clock read out of order beats")
    }
}
