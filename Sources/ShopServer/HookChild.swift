import CAislePty
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An `--on-order` command's process, known by a pidfd like a session's `aisle` (`PtyProcess`):
/// the server reaps children through their pidfds only, so a child is never collected, and its
/// pid never reused, before its owner holds the descriptor that names it.
final class HookChild: ReapedChild {
    /// The child's pid; also its process group's id (it leads a group of its own).
    let pid: pid_t
    private let pidfd: Mutex<Int32>

    /// The child `pid` just forked and not yet reaped; nil with `errno` when no pidfd opened.
    init?(pid: pid_t) {
        let descriptor = aisle_pidfd_open(pid)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.pid = pid
        pidfd = Mutex(descriptor)
    }

    func reap() -> ExitCode? {
        pidfd.withLock { descriptor in
            var status: Int32 = 0
            guard descriptor >= 0, aisle_pidfd_reap(descriptor, &status) == 1 else { return nil }
            close(descriptor)
            descriptor = -1
            return ExitCode(waitStatus: status)
        }
    }
}
