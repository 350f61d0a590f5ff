import CAislePty

#if canImport(Glibc)
    import Glibc
#endif

/// A session's `aisle`, running on its own pseudo-terminal (new session, controlling
/// terminal, Ctrl-Z ignored).
struct PtyProcess {
    /// The child.
    let pid: pid_t
    /// The terminal's master side, to hand to NIO (which then owns and closes it).
    let master: Int32
    /// A second descriptor of the master, kept for window-size changes: NIO's may be closed and
    /// its number reused at any time. Closed by `release()`.
    let control: Int32

    /// Starts `executable` with `arguments` (the first is its name) and `environment` on a new
    /// terminal of `columns` x `rows`; nil with `errno` when it could not.
    static func spawn(
        executable: String, arguments: [String], environment: [String],
        columns: Int, rows: Int
    ) -> PtyProcess? {
        var master: Int32 = -1
        let pid = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                aisle_pty_spawn(
                    executable, argv, envp, clamp(rows), clamp(columns), 1, &master)
            }
        }
        guard pid > 0 else { return nil }
        let control = dup(master)
        guard control >= 0 else {
            kill(pid, SIGHUP)
            close(master)
            return nil
        }
        _ = fcntl(control, F_SETFD, FD_CLOEXEC)
        return PtyProcess(pid: pid, master: master, control: control)
    }

    /// Tells the terminal (and so `aisle`, by SIGWINCH) its new size.
    func resize(columns: Int, rows: Int) {
        _ = aisle_pty_resize(control, Self.clamp(rows), Self.clamp(columns))
    }

    /// Closes the descriptor kept for resizing.
    func release() { close(control) }

    private static func clamp(_ value: Int) -> UInt16 { UInt16(clamping: max(value, 1)) }

    /// Runs `body` with a NULL-terminated C array of `strings`, freed afterwards.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
    ) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
