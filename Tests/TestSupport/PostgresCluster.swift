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

    private init(directory: String, programs: String) {
        self.directory = directory
        self.programs = programs
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
        let cluster = PostgresCluster(directory: directory, programs: programs)
        try cluster.asServer(
            "initdb", ["-D", "\(directory)/data", "-A", "trust", "-U", role, "--no-sync"])
        let options =
            "-k \(directory) -p \(port) -c listen_addresses= -c max_connections=200"
            + (durable ? "" : " -F")
        do {
            try cluster.asServer(
                "pg_ctl",
                ["-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "-o", options, "start"])
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
            ["-h", directory, "-p", String(Self.port), "-U", Self.role, "-d", "postgres", "-q",
             "-c", "CREATE DATABASE \(name)"])
    }

    /// Runs `sql` in `database`, returning what psql prints (unaligned, tuples only).
    public func psql(_ database: String, _ sql: String) throws -> String {
        try run(
            "\(programs)/psql",
            ["-h", directory, "-p", String(Self.port), "-U", Self.role, "-d", database, "-qAt",
             "-c", sql])
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
            try run("/usr/sbin/runuser", ["-u", "postgres", "--", "\(programs)/\(program)"] + arguments)
        } else {
            try run("\(programs)/\(program)", arguments)
        }
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}
