/// Everything `aisle serve` was asked for: where to listen, what each session runs, and the
/// limits that keep one customer (or a crowd) from taking the machine.
public struct ServerConfiguration: Sendable {
    /// The address to listen on (`--listen`).
    public var host: String
    /// The port (`--port`).
    public var port: Int
    /// The program every session runs (this one), an absolute path.
    public var executable: String
    /// Arguments every session's `aisle` gets before `--customer` (`--catalog FILE`).
    public var childArguments: [String]
    /// The server's environment; sessions get only the parts `SessionEnvironment` keeps.
    public var environment: [String: String]
    /// `$XDG_STATE_HOME/aisle` of the server: the host key lives here.
    public var stateDirectory: String
    /// At most this many sessions at once, all customers together (`--max-sessions`).
    public var maxSessions: Int
    /// At most this many sessions at once for one key (`--max-sessions-per-key`).
    public var maxSessionsPerKey: Int
    /// A session with no input for this long is closed (`--idle-timeout`, seconds); warned a
    /// minute before (or halfway, for a timeout of two minutes or less).
    public var idleTimeout: Int
    /// A connection that has not authenticated after this long is dropped
    /// (`--login-grace-time`, seconds).
    public var loginGraceTime: Int
    /// The shape of the log's lines (`--log-format`).
    public var logFormat = ServerLogLine.Format.logfmt
    /// Make a new host key when the old one is missing but its `.pub` says there was one
    /// (`--new-host-key`).
    public var newHostKey = false
    /// The host key file every host of the shop shares (`--host-key`), used instead of the
    /// state directory's; only read, never made.
    public var hostKeyFile: String?
    /// The command run for each new order (`--on-order`), if any.
    public var onOrder: OrderHook?
    /// The shop's database, as the sessions find it in this environment: logged at the start,
    /// so the owner knows what `aisle orders` must read.
    public var databasePath: String?
    /// The shop's database server (`--database`), without its password, when the data is
    /// there: logged at the start instead of `databasePath`.
    public var databaseServer: String?

    /// At most this many sessions at once from one IP address, all its keys together
    /// (`--max-sessions-per-address`).
    public var maxSessionsPerAddress = 10
    /// At most this many connections open at once from one IP address
    /// (`--max-connections-per-address`).
    public var maxConnectionsPerAddress = 10
    /// New connections one IP address may open a minute (`--connections-per-minute`), in
    /// bursts of up to a third of it (at least 5).
    public var connectionsPerMinute = 30
    /// sshd's `MaxStartups start:rate:full` for connections that have not logged in
    /// (`--max-startups`); checked with `isValidMaxStartups`.
    public var maxStartups = "10:30:100"
    /// A logged-in connection with no session open for this long is dropped
    /// (`--no-session-timeout`, seconds).
    public var noSessionTimeout = 60
    /// Each session's `aisle` may map at most this many bytes (`RLIMIT_AS`;
    /// `--session-memory`, MiB); 0 for no limit.
    public var sessionMemoryLimit: UInt64 = 1024 << 20
    /// The deny list's file (`--deny`), re-read on SIGHUP.
    public var denyFile: String?
    /// The owners' keys (`--owners`, authorized_keys lines), re-read on SIGHUP: their
    /// sessions run the desk (`aisle desk --owner FINGERPRINT`) instead of the storefront.
    public var ownersFile: String?

    /// Whether `text` reads as `--max-startups` takes it (`start:rate:full` or `full`).
    public static func isValidMaxStartups(_ text: String) -> Bool { MaxStartups(text) != nil }

    /// A configuration from its parts.
    public init(
        host: String, port: Int, executable: String, childArguments: [String],
        environment: [String: String], stateDirectory: String, maxSessions: Int,
        maxSessionsPerKey: Int, idleTimeout: Int, loginGraceTime: Int
    ) {
        self.host = host
        self.port = port
        self.executable = executable
        self.childArguments = childArguments
        self.environment = environment
        self.stateDirectory = stateDirectory
        self.maxSessions = maxSessions
        self.maxSessionsPerKey = maxSessionsPerKey
        self.idleTimeout = idleTimeout
        self.loginGraceTime = loginGraceTime
    }

    /// Seconds before the idle timeout at which the session is warned.
    public var idleWarningLead: Int { idleTimeout > 120 ? 60 : idleTimeout / 2 }
}
