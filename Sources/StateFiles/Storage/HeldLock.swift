import Dispatch
import Glibc
import Synchronization

/// A lock file held through a long piece of work (a catalog import), with a heartbeat: while
/// held, a background thread touches the file a few times a second, so that an instance
/// waiting for it can tell a holder at work from one that is stopped (`Ctrl-Z`) or hung, whose
/// file stops changing. Released by `release()`, or by the process ending.
public final class HeldLock: Sendable {
    /// How often the holder shows it is alive.
    static let heartbeat = Duration.milliseconds(250)

    /// The lock file, open and locked.
    public let file: OpenFile
    private let fileSystem: any FileSystem
    private let released = Atomic<Bool>(false)

    init(file: OpenFile, fileSystem: any FileSystem) {
        self.file = file
        self.fileSystem = fileSystem
        // The heartbeat sleeps on the real clock even in tests: it must beat while a peer waits.
        DispatchQueue(label: "aisle.lock-heartbeat").async { [self] in
            let clock = SystemClock()
            while !released.load(ordering: .acquiring) {
                try? fileSystem.touch(file)
                clock.pause(for: Self.heartbeat)
            }
        }
    }

    /// Lets go of the lock and stops the heartbeat; a second call does nothing.
    public func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? fileSystem.lock(file, operation: LOCK_UN)
        try? fileSystem.close(file)
    }

    deinit { release() }
}
