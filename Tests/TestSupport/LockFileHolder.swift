import Glibc

/// Holds a lock file through a descriptor of its own, as a stopped Aisle would: locked, and
/// never touched again (no heartbeat), until this value goes.
public final class LockFileHolder {
    private let descriptor: Int32

    /// Creates `path` if needed and locks it; throws when it cannot.
    public init(_ path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw TestFailure("could not hold \(path): errno \(errno)")
        }
    }

    deinit { close(descriptor) }
}
