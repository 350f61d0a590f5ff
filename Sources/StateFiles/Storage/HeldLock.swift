import Dispatch
import Glibc
import Synchronization

/// A lock file held through a long piece of work (a catalog import), with a heartbeat: while
/// held, a background thread touches the file a few times a second, so that an instance
/// waiting for it can tell a holder at work from one that is stopped (`Ctrl-Z`) or hung, whose
/// file stops changing. Released by `release()`, when the value goes, or when the process ends.
public final class HeldLock: Sendable {
    /// How often the holder shows it is alive.
    static let heartbeat = Duration.milliseconds(250)

    /// Whether the lock was let go of, shared with the heartbeat (which must not keep the
    /// lock alive by holding on to it).
    private final class Released: Sendable {
        let flag = Atomic<Bool>(false)
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
                try? fileSystem.touch(file)
                clock.pause(for: Self.heartbeat)
            }
        }
    }

    /// Lets go of the lock and stops the heartbeat; a second call does nothing.
    public func release() {
        guard !released.flag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? fileSystem.lock(file, operation: LOCK_UN)
        try? fileSystem.close(file)
    }

    deinit { release() }
}
