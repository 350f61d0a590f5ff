#if canImport(Glibc)
    import Glibc
#endif

/// The session's lines in the operator's log that are not refusals (`refuse` logs those).
extension SessionHandler {
    /// The `exit` line: which child of whose session ended, and how.
    func logExit(_ code: ExitCode) {
        let how: (String, String) =
            switch code {
            case .exited(let status): ("status", "\(status)")
            case .signaled(let signal): ("signal", Self.signalName(signal))
            }
        ServerLog.event(
            "exit",
            authenticator.whoFields + [
                ("pid", child.map { "\($0.pid)" } ?? "-"), how,
                ("idle", closedForIdleness ? "yes" : "no"),
            ])
    }

    /// `KILL`, `SEGV`, … for the signals a session ends by, else the number.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "HUP", SIGINT: "INT", SIGQUIT: "QUIT", SIGILL: "ILL", SIGTRAP: "TRAP",
            SIGABRT: "ABRT", SIGBUS: "BUS", SIGFPE: "FPE", SIGKILL: "KILL", SIGSEGV: "SEGV",
            SIGPIPE: "PIPE", SIGALRM: "ALRM", SIGTERM: "TERM", SIGXCPU: "XCPU", SIGXFSZ: "XFSZ",
        ]
        return names[signal] ?? "\(signal)"
    }
}
