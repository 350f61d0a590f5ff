import Dispatch
import Glibc
import Synchronization

/// A lock file held through a long piece of work (a catalog import), with a heartbeat: while
/// held, a background thread touches the file a few times a second, so that an instance
/// waiting for it can tell a holder at work from one that is stopped (`Ctrl-Z`) or hung, whose
/// file stops changing. Released by `release()`, when the value goes, or when the process ends.
///
/// The heartbeat vouches for the work, not for the thread: the holder says `progressed()` as
/// its work advances, and a holder that has not for `stallLimit` (an import hung in a system
/// call) stops beating, so that a waiting instance gives up on it instead of waiting forever.
public final class HeldLock: Sendable {
    /// How often the holder shows it is alive.
    static let heartbeat = Duration.milliseconds(250)
    /// How long the heartbeat goes on without a sign of progress: longer than any step of an
    /// import that reports none (building a million products' indexes takes seconds).
    static let stallLimit: UInt64 = 30_000_000_000

    /// Whether the heartbeat beats at `now` (nanoseconds of uptime) when the work last
    /// progressed at `last`.
    static func beats(now: UInt64, lastProgress last: UInt64, limit: UInt64 = stallLimit) -> Bool {
        now < last || now - last <= limit
    }

    /// Whether the lock was let go of, shared with the heartbeat (which must not keep the
    /// lock alive by holding on to it).
    private final class Released: Sendable {
        let flag = Atomic<Bool>(false)
        /// When the work last progressed, in nanoseconds of uptime.
        let progress = Atomic<UInt64>(DispatchTime.now().uptimeNanoseconds)
    }

    /// The lock file, open and locked.
    public let file: OpenFile
    private let fileSystem: any FileSystem
    private let released = Released()

    init(file: OpenFile, fileSystem: any FileSystem) {
        self.file = file
        self.fileSystem = fileSystem
        // The heartbeat sleeps on the real clock even in tests: it must beat while a peer waits.
        DispatchQueue(label: "aisle.lock-heartbeat").async { [released] in
            let clock = SystemClock()
            while !released.flag.load(ordering: .acquiring) {
                let last = released.progress.load(ordering: .relaxed)
                if Self.beats(now: DispatchTime.now().uptimeNanoseconds, lastProgress: last) {
                    try? fileSystem.touch(file)
                }
                clock.pause(for: Self.heartbeat)
            }
        }
    }

    /// The work has advanced: the heartbeat goes on for another `stallLimit`.
    public func progressed() {
        released.progress.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// Lets go of the lock and stops the heartbeat; a second call does nothing.
    public func release() {
        guard !released.flag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? fileSystem.lock(file, operation: LOCK_UN)
        try? fileSystem.close(file)
    }

    deinit { release() }
}
