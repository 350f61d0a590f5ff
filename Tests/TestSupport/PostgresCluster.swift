import Foundation
import Glibc

/// A throwaway PostgreSQL cluster for a test suite: `initdb` in a temporary directory, the
/// server listening only on a Unix socket there (no port to clash with a parallel run), run as
/// the `postgres` user when the tests run as root (`initdb` refuses root), stopped and removed
/// by `stop()`. Start one per suite (`PostgresClusterScope`), never per test: a start takes
/// about 3 s here.
public final class PostgresCluster: Sendable {
    /// The directory holding the data, the log and the socket.
    public let directory: String
    /// The server's programs (`initdb`, `pg_ctl`, `psql`).
    public let programs: String
    /// The role the tests connect as (trusted: no password).
    public static let role = "aisle"
    /// The port, which names the socket file only.
    public static let port = 5432

    /// The URL of `database` on this cluster.
    public func url(_ database: String) -> String {
        let host = directory.replacingOccurrences(of: "/", with: "%2F")
        return "postgres://\(Self.role)@\(host):\(Self.port)/\(database)"
    }

    /// Why no cluster can be started here, or nil when one can: checked before a suite runs,
    /// so it is skipped with the reason rather than failed.
    public static let unavailable: String? = {
        guard let programs = findPrograms() else {
            return "PostgreSQL is not installed (no initdb); `make test` installs Debian's "
                + "postgresql"
        }
        if geteuid() == 0, getpwnam("postgres") == nil {
            return "running as root and there is no postgres user to run the server as"
        }
        _ = programs
        return nil
    }()

    /// The directory of `initdb` and `pg_ctl`: Debian's newest, else the PATH's.
    static func findPrograms() -> String? {
        let debian = "/usr/lib/postgresql"
        let versions =
            ((try? FileManager.default.contentsOfDirectory(atPath: debian)) ?? [])
            .compactMap(Int.init).sorted(by: >)
        for version in versions where access("\(debian)/\(version)/bin/initdb", X_OK) == 0 {
            return "\(debian)/\(version)/bin"
        }
        for entry in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        where access("\(entry)/initdb", X_OK) == 0 {
            return String(entry)
        }
        return nil
    }

    /// The server's options (`pg_ctl -o`), kept for a start after a stop.
    private let options: String

    private init(directory: String, programs: String, options: String) {
        self.directory = directory
        self.programs = programs
        self.options = options
    }

    /// Makes and starts a cluster; `durable` keeps fsync on (for figures), off otherwise.
    public static func start(durable: Bool = false) throws -> PostgresCluster {
        if let unavailable { throw TestFailure(unavailable) }
        guard let programs = findPrograms() else { throw TestFailure("no initdb") }
        var template = Array("/tmp/aisle-pg-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let made else { throw TestFailure("mkdtemp failed: errno \(errno)") }
        let directory = String(cString: made)
        if geteuid() == 0, let user = getpwnam("postgres") {
            guard chown(directory, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                throw TestFailure("chown \(directory): errno \(errno)")
            }
        }
        let options =
            "-k \(directory) -p \(port) -c listen_addresses= -c max_connections=200"
            + (durable ? "" : " -F")
        let cluster = PostgresCluster(directory: directory, programs: programs, options: options)
        try cluster.asServer(
            "initdb", ["-D", "\(directory)/data", "-A", "trust", "-U", role, "--no-sync"])
        do {
            try cluster.startServer()
        } catch {
            cluster.remove()
            throw error
        }
        return cluster
    }

    /// Makes an empty database named `name`.
    public func createDatabase(_ name: String) throws {
        try run(
            "\(programs)/psql",
            [
                "-h", directory, "-p", String(Self.port), "-U", Self.role, "-d", "postgres", "-q",
                "-c", "CREATE DATABASE \(name)",
            ])
    }

    /// Runs `sql` in `database`, returning what psql prints (unaligned, tuples only).
    public func psql(_ database: String, _ sql: String) throws -> String {
        try run(
            "\(programs)/psql",
            [
                "-h", directory, "-p", String(Self.port), "-U", Self.role, "-d", database, "-qAt",
                "-c", sql,
            ])
    }

    /// Starts the server (again, after `stopServer`), waiting until it accepts connections.
    public func startServer() throws {
        try asServer(
            "pg_ctl",
            ["-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-o", options, "start"])
    }

    /// Stops the server, keeping its data: `fast` rolls back what is open and closes every
    /// connection, as `pg_ctl restart -m fast` does before it starts again.
    public func stopServer(mode: String = "fast") throws {
        try asServer("pg_ctl", ["-D", "\(directory)/data", "-m", mode, "-w", "stop"])
    }

    /// `pg_ctl restart -m fast`: every connection closed, the server back with its data.
    public func restart() throws {
        try asServer(
            "pg_ctl",
            [
                "-D", "\(directory)/data", "-l", "\(directory)/log", "-m", "fast", "-w", "-o",
                options, "restart",
            ])
    }

    /// Stops the server at once and removes its directory.
    public func stop() {
        _ = try? asServer("pg_ctl", ["-D", "\(directory)/data", "-m", "immediate", "stop"])
        remove()
    }

    private func remove() { try? FileManager.default.removeItem(atPath: directory) }

    /// Runs one of the server's programs, as the postgres user when we are root.
    private func asServer(_ program: String, _ arguments: [String]) throws {
        if geteuid() == 0 {
            try run(
                "/usr/sbin/runuser", ["-u", "postgres", "--", "\(programs)/\(program)"] + arguments)
        } else {
            try run("\(programs)/\(program)", arguments)
        }
    }

    /// Runs `executable` to its end with `posix_spawn` and `waitpid`, its output to a file:
    /// `Foundation.Process` hangs here, since `pg_ctl start` leaves a daemon behind that
    /// inherits the descriptor Process watches (Tests/EndToEndTests/Support/ProcessSpawner).
    @discardableResult
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let output = "\(directory).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).out"
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // A child of a Swift-concurrency thread would inherit its blocked signals.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ["PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LC_ALL=C"]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TestFailure("cannot start \(executable): \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw TestFailure("waitpid: errno \(errno)") }
        }
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
