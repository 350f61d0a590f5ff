import Testing

@testable import NcursesBackend

/// The backend's one wait is `poll` with a timeout computed from a deadline: a deadline just
/// passed must be 0 ms, never negative, which `poll` takes as "wait for ever" (a save due in
/// the past then waited for the next key: seen as e2e tests timing out under load).
@Suite(.timeLimit(.minutes(10))) struct WaitTimeoutTests {
    @Test(arguments: [
        (Duration.milliseconds(-2), Int32(0)), (.microseconds(-500), 0), (.seconds(-3), 0),
        (.zero, 0), (.microseconds(1500), 1), (.milliseconds(250), 250), (.seconds(2), 2000),
    ])
    func aDeadlineIsNeverANegativeTimeout(offset: Duration, expected: Int32) {
        let now = ContinuousClock.now
        #expect(NcursesTerminal.milliseconds(from: now, to: now + offset) == expected)
    }
}
