import StateFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the runtime reads from the world besides files and the terminal: the monotonic clock
/// for save deadlines, the wall clock for order times, this month and `.corrupt-<time>` names,
/// and randomness for order numbers. Tests pass fixed ones.
public struct RuntimeDependencies: Sendable {
    /// Deadlines and waiting.
    public var clock: any MonotonicClock
    /// The date and time now.
    public var wallClock: @Sendable () -> Date
    /// A random 64-bit number.
    public var random: @Sendable () -> UInt64

    /// Dependencies from their parts.
    public init(
        clock: any MonotonicClock, wallClock: @escaping @Sendable () -> Date,
        random: @escaping @Sendable () -> UInt64
    ) {
        self.clock = clock
        self.wallClock = wallClock
        self.random = random
    }

    /// The real clocks and the system's random numbers.
    public static var live: RuntimeDependencies {
        RuntimeDependencies(
            clock: SystemClock(), wallClock: { Date() },
            random: {
                var generator = SystemRandomNumberGenerator()
                return generator.next()
            })
    }
}
