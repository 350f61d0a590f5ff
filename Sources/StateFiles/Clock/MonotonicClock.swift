import Glibc
import Synchronization

/// The time that only moves forward, and waiting on it, behind a seam: the run loop's save
/// deadlines and the save lock's wait read it, so tests give them a `ManualClock` and never sleep.
public protocol MonotonicClock: Sendable {
    /// Now.
    var now: ContinuousClock.Instant { get }
    /// Waits for `duration` (or, for a manual clock, moves time on by it).
    func pause(for duration: Duration)
}

/// The machine's monotonic clock; `pause` really sleeps.
public struct SystemClock: MonotonicClock {
    private let clock = ContinuousClock()

    /// The machine's clock.
    public init() {}

    /// `ContinuousClock.now`.
    public var now: ContinuousClock.Instant { clock.now }

    /// `nanosleep`; an interrupted sleep just ends early, callers re-check their deadline.
    public func pause(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard seconds > 0 || attoseconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        _ = nanosleep(&request, &remaining)
    }
}

/// A clock that moves only when told to: `pause` advances it at once, so code that waits runs
/// instantly and deterministically in tests and previews.
public final class ManualClock: MonotonicClock {
    private let current: Mutex<ContinuousClock.Instant>

    /// A clock standing at the machine's now, which it then leaves behind.
    public init() { current = Mutex(ContinuousClock.now) }

    /// Where the clock stands.
    public var now: ContinuousClock.Instant { current.withLock { $0 } }

    /// Moves time on by `duration`, without sleeping.
    public func pause(for duration: Duration) { advance(by: duration) }

    /// Moves time on by `duration`.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: max(duration, .zero)) }
    }
}
