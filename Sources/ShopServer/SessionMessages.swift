/// The lines a session writes to a customer's terminal instead of the shop, all worded here.
enum SessionMessages {
    /// To someone who logged in with a password: the shop knows customers by their keys.
    static let needKey =
        "Aisle knows its customers by their SSH keys, not by passwords. Make a key with "
        + "`ssh-keygen -t ed25519` (ed25519 and ECDSA keys work here; RSA keys do not) "
        + "and connect again."
    /// `ssh host some-command`.
    static let noCommands =
        "Aisle runs no commands: connect without one (ssh -t host) to open the shop."
    /// A shell without a pty request (`ssh -T`).
    static let needTerminal =
        "Aisle is a full-screen shop and needs a terminal: connect with ssh -t, without -T."
    /// A terminal type that could not even be passed on.
    static func badTerm(_ term: String) -> String {
        term.isEmpty
            ? "Your ssh client sent no terminal type (TERM); set TERM (e.g. xterm-256color) and connect again."
            : "Aisle cannot use terminal type \"\(term.prefix(40))\"; set TERM to one like "
                + "xterm-256color and connect again."
    }
    /// The server's session limit.
    static func full(_ limit: Int) -> String {
        "The shop is full (\(limit) at once at most); please try again in a few minutes."
    }
    /// The per-key limit.
    static func tooManyForKey(_ limit: Int) -> String {
        "This key already has as many sessions open as one key may (\(limit)); close one and connect again."
    }
    /// The per-address limit.
    static func tooManyForAddress(_ limit: Int) -> String {
        "Your address already has as many sessions open as one address may (\(limit)); close one and connect again."
    }
    /// The server is stopping.
    static let closing = "The shop is closing; please come back later."
    /// The child could not be started.
    static let cannotStart = "The shop could not open a session just now; please try again."
    /// Shown over the screen a little before the idle timeout.
    static func idleWarning(seconds: Int) -> String {
        "No key pressed for a while: this session closes in \(seconds) s unless you press one."
    }
    /// After an idle close.
    static func idleClosed(after duration: String) -> String {
        "Closed after \(duration) without a key pressed; your screens are saved: connect again to go on."
    }
    /// After the session's `aisle` was killed by a signal (not a hangup): the terminal was
    /// reset by the server.
    static func killed(signal: Int32) -> String {
        "Your session of the shop was stopped (signal \(signal)) before it could close itself; "
            + "connect again to go on."
    }
}
