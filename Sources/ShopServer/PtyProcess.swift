import CAislePty
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A session's `aisle`, running on its own pseudo-terminal (new session, controlling
/// terminal, Ctrl-Z ignored, address space limited), and its one owner: resizing, signalling
/// and reaping all go through here. It is known by a pidfd, not by its pid, so a signal sent
/// after the child was reaped — when the pid may already be another customer's session —
/// reaches nobody.
final class PtyProcess: ReapedChild {
    /// The child's pid, for log lines only: nothing is ever sent to it by number.
    let pid: pid_t
    /// The terminal's master side, to hand to NIO (which then owns and closes it).
    let master: Int32

    private struct State {
        /// A second descriptor of the master, kept for window-size changes (NIO's may be
        /// closed and its number reused at any time); -1 once the child is reaped.
        var control: Int32
        /// The pidfd; -1 once the child is reaped (then it is closed and its number free).
        var pidfd: Int32
        var exit: ExitCode?
    }

    private let state: Mutex<State>

    private init(pid: pid_t, master: Int32, control: Int32, pidfd: Int32) {
        self.pid = pid
        self.master = master
        state = Mutex(State(control: control, pidfd: pidfd))
    }

    /// Starts `executable` with `arguments` (the first is its name) and `environment` on a new
    /// terminal of `size`, its address space limited to `memoryLimit` bytes (0: no limit); nil
    /// with `errno` when it could not.
    static func spawn(
        executable: String, arguments: [String], environment: [String], size: WindowSize,
        memoryLimit: UInt64
    ) -> PtyProcess? {
        var master: Int32 = -1
        var pidfd: Int32 = -1
        let pid = CStrings.with(arguments) { argv in
            CStrings.with(environment) { envp in
                aisle_pty_spawn(
                    executable, argv, envp, UInt16(size.rows), UInt16(size.columns), 1,
                    memoryLimit, &master, &pidfd)
            }
        }
        guard pid > 0 else { return nil }
        let control = dup(master)
        guard control >= 0 else {
            _ = aisle_pidfd_signal(pidfd, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            close(pidfd)
            close(master)
            return nil
        }
        _ = fcntl(control, F_SETFD, FD_CLOEXEC)
        return PtyProcess(pid: pid, master: master, control: control, pidfd: pidfd)
    }

    /// Tells the terminal (and so `aisle`, by SIGWINCH) its new size; nothing once it ended.
    func resize(_ size: WindowSize) {
        state.withLock { state in
            guard state.control >= 0 else { return }
            _ = aisle_pty_resize(state.control, UInt16(size.rows), UInt16(size.columns))
        }
    }

    /// Sends `signo` to the child; false (and nothing sent) once it has been reaped.
    @discardableResult
    func signal(_ signo: Int32) -> Bool {
        state.withLock { state in
            // Under the lock: `reap` cannot close the pidfd (and free its number) meanwhile.
            state.pidfd >= 0 && aisle_pidfd_signal(state.pidfd, signo) == 0
        }
    }

    /// How the child ended, collected now if it has (the descriptors are closed then); nil
    /// while it runs.
    func reap() -> ExitCode? {
        state.withLock { state in
            if let exit = state.exit { return exit }
            var status: Int32 = 0
            guard state.pidfd >= 0, aisle_pidfd_reap(state.pidfd, &status) == 1 else {
                return nil
            }
            close(state.pidfd)
            close(state.control)
            state.pidfd = -1
            state.control = -1
            state.exit = ExitCode(waitStatus: status)
            return state.exit
        }
    }
}
