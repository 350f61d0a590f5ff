import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Collects every session child's exit (`reap`, called on SIGCHLD by the server's signal
/// loop) and hands each status to whoever watches that child. Children are reaped through their
/// own pidfds only, never with `waitpid(-1)`: a child cannot be reaped (and its pid reused)
/// before its owner holds the pidfd that names it.
final class ChildReaper: Sendable {
    private typealias Watch = (child: any ReapedChild, onExit: @Sendable (ExitCode) -> Void)

    private let watched = Mutex([ObjectIdentifier: Watch]())

    /// Calls `onExit` (on the reaping thread, or at once) when `child` has exited.
    func watch(_ child: any ReapedChild, onExit: @escaping @Sendable (ExitCode) -> Void) {
        watched.withLock { $0[ObjectIdentifier(child)] = (child, onExit) }
        // It may have ended before it was watched: the SIGCHLD is then already spent.
        reap()
    }

    /// Collects every watched child that has exited, without waiting.
    func reap() {
        let ended: [(Watch, ExitCode)] = watched.withLock { watched in
            var ended: [(Watch, ExitCode)] = []
            for (key, watch) in watched {
                guard let code = watch.child.reap() else { continue }
                watched[key] = nil
                ended.append((watch, code))
            }
            return ended
        }
        for (watch, code) in ended { watch.onExit(code) }
    }
}

/// A child the reaper collects through its pidfd: a session's `aisle` or an `--on-order` run.
protocol ReapedChild: AnyObject, Sendable {
    /// How the child ended, collected now if it has; nil while it runs.
    func reap() -> ExitCode?
}

/// How a child ended: its exit status, or the signal that killed it.
enum ExitCode: Equatable, Sendable {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a `waitpid` status (the C macros are not visible to Swift).
    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// The status a shell would show: the code, or 128 + the signal.
    var shellStatus: Int {
        switch self {
        case .exited(let code): Int(code)
        case .signaled(let signal): 128 + Int(signal)
        }
    }
}
