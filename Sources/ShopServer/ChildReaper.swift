import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Collects every session child's exit (`reap`, called on SIGCHLD by `ServerSignals`' thread)
/// and hands each status to whoever watches that pid. A child may exit before it is watched
/// (between fork and `watch`): its status waits here.
final class ChildReaper: Sendable {
    private struct State {
        var watchers: [pid_t: @Sendable (ExitCode) -> Void] = [:]
        var early: [pid_t: ExitCode] = [:]
    }

    private let state = Mutex(State())

    /// Calls `onExit` (on the reaping thread, or at once) when `pid` has exited.
    func watch(_ pid: pid_t, onExit: @escaping @Sendable (ExitCode) -> Void) {
        let already: ExitCode? = state.withLock { state in
            if let code = state.early.removeValue(forKey: pid) { return code }
            state.watchers[pid] = onExit
            return nil
        }
        if let already { onExit(already) }
    }

    /// Collects every child that has exited, without waiting.
    func reap() {
        while true {
            var status: Int32 = 0
            let pid = waitpid(-1, &status, WNOHANG)
            if pid <= 0 { return }
            let code = ExitCode(waitStatus: status)
            let watcher = state.withLock { state in
                let watcher = state.watchers.removeValue(forKey: pid)
                if watcher == nil { state.early[pid] = code }
                return watcher
            }
            watcher?(code)
        }
    }
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
