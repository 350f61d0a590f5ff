#if canImport(Glibc)
    import Glibc
#endif

/// The server's signals, taken synchronously on the main thread: SIGCHLD (a session's child
/// ended) and SIGINT, SIGTERM, SIGHUP (close the shop; with `--deny`, SIGHUP re-reads the deny
/// list instead). They are blocked before any other thread exists, so every thread inherits
/// the block and none dies of them; `sigtimedwait` collects them. Each session's child starts with an empty mask (CAislePty).
struct ServerSignals {
    private var set = sigset_t()

    /// Blocks the signals in this thread (call first, before NIO starts its threads).
    init() {
        sigemptyset(&set)
        for signo in [SIGCHLD, SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signo) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Waits up to `seconds` for one of the signals: the signal, or nil on timeout.
    func next(within seconds: Int) -> Int32? {
        var timeout = timespec(tv_sec: seconds, tv_nsec: 0)
        var copy = set
        let signo = sigtimedwait(&copy, nil, &timeout)
        return signo > 0 ? signo : nil
    }
}
