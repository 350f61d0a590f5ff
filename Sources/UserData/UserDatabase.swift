import Dispatch
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// The user's cart, orders and profile: one SQLite database under `$XDG_DATA_HOME/aisle/`, in
/// WAL mode with a busy timeout, so instances never overwrite each other: each change is a
/// transaction applied to what is on disk now. Only this module imports GRDB.
public final class UserDatabase: Sendable {
    /// The database file.
    public let path: String
    /// Whether this build may only read it: it holds a schema from a newer Aisle, or the
    /// caller is only inspecting.
    public let isReadOnly: Bool
    /// Whose cart, orders and address this connection reads and writes: "" on a laptop, a
    /// served shop's customer (an SSH key's fingerprint) otherwise. Every query is held to it.
    public let customer: String
    let queue: DatabaseQueue

    /// The file's name in the data directory.
    public static let fileName = "aisle.sqlite"

    /// How long a write waits for another instance's transaction before failing.
    public static let busyTimeout: Double = 5

    private init(path: String, queue: DatabaseQueue, isReadOnly: Bool, customer: String) {
        self.path = path
        self.queue = queue
        self.isReadOnly = isReadOnly
        self.customer = customer
    }

    /// Opens the database at `path`, creating it (mode 0600) unless `inspecting`, and brings its
    /// schema up to date. A database from a newer Aisle is opened read-only. Returns nil when
    /// inspecting and there is none yet. `customer` is whose rows it reads and writes.
    public static func open(path: String, inspecting: Bool, customer: String = "")
        throws(UserDataError) -> UserDatabase?
    {
        // Another instance opening the same new file can hold it while SQLite sets up the WAL,
        // and that part answers SQLITE_BUSY at once, without waiting out the busy timeout (seen
        // with two opens at once on the loaded machine): such a quick refusal is tried again, a
        // bounded number of times, before it is a failure. A busy that came after the timeout
        // is a writer holding the file, and waiting again would only delay the notice.
        var attempt = 1
        while true {
            let started = DispatchTime.now().uptimeNanoseconds
            do {
                return try openOnce(path: path, inspecting: inspecting, customer: customer)
            } catch .sqlite(_, let code)
                where code & 0xFF == 5 && attempt < 10
                && Double(DispatchTime.now().uptimeNanoseconds - started) < busyTimeout * 5e8
            {
                usleep(useconds_t(20_000 * attempt))
                attempt += 1
            }
        }
    }

    private static func openOnce(path: String, inspecting: Bool, customer: String)
        throws(UserDataError) -> UserDatabase?
    {
        guard try prepareFile(at: path, creating: !inspecting) else { return nil }
        let queue = try connect(path, readOnly: inspecting)
        var newer: Bool
        do {
            // Read first, so an up-to-date file is opened without a write; a file to migrate
            // is looked at again under the write lock (`UserSchema.migrate`).
            let version = try queue.read { try UserSchema.version(of: $0) }
            newer = version == .newer
            if version == .older, !inspecting {
                newer = try queue.writeWithoutTransaction { try UserSchema.migrate($0) }
            }
            if version == .older, inspecting {
                // An older Aisle's file, only inspected: read from a migrated copy in memory,
                // since an inspection never changes the file and this build's queries need the
                // current tables.
                let copy = try DatabaseQueue()
                try queue.backup(to: copy)
                try UserSchema.migrator.migrate(copy)
                return UserDatabase(path: path, queue: copy, isReadOnly: true, customer: customer)
            }
        } catch {
            throw UserDataError(error, path: path)
        }
        guard newer, !inspecting else {
            return UserDatabase(
                path: path, queue: queue, isReadOnly: inspecting, customer: customer)
        }
        // Never rewritten: a newer Aisle's data is only shown.
        return UserDatabase(
            path: path, queue: try connect(path, readOnly: true), isReadOnly: true,
            customer: customer)
    }

    /// Runs `body` in a write transaction (committed when it returns, rolled back when it
    /// throws).
    func write<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        do {
            return try queue.write(body)
        } catch {
            throw UserDataError(error, path: path)
        }
    }

    /// Runs `body` on a consistent snapshot.
    func read<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw UserDataError(error, path: path)
        }
    }

    private static func connect(_ path: String, readOnly: Bool) throws(UserDataError)
        -> DatabaseQueue
    {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = readOnly
        if !readOnly { configuration.journalMode = .wal }
        configuration.label = "aisle.userdata"
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // GRDB's WAL set-up picks NORMAL, which may lose the last commits to a power cut:
            // an order the user was told is placed must be on disk, as the session file is.
            if !readOnly {
                try queue.writeWithoutTransaction {
                    try $0.execute(sql: "PRAGMA synchronous = FULL")
                }
            }
            return queue
        } catch {
            throw UserDataError(error, path: path)
        }
    }

    /// Checks what is at `path`: a regular file of this user's is used; nothing there is
    /// created with mode 0600 when `creating` (SQLite would use the umask's mode, and its WAL
    /// files copy the database's). Returns whether there is a database to open.
    private static func prepareFile(at path: String, creating: Bool) throws(UserDataError) -> Bool {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path: path) }
            guard info.st_uid == geteuid() else { throw .foreignOwner(path: path) }
            return true
        }
        guard errno == ENOENT else { throw .file(path: path, errno: errno) }
        guard creating else { return false }
        let descriptor = Glibc.open(
            path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        // Another instance may have created it a moment ago: that one is as good.
        if descriptor < 0, errno != EEXIST { throw .file(path: path, errno: errno) }
        if descriptor >= 0 {
            // The umask filtered open's mode; SQLite gives its -wal and -shm files this mode.
            _ = fchmod(descriptor, 0o600)
            close(descriptor)
        }
        return true
    }
}

extension UserDataError {
    /// Classifies a GRDB or SQLite failure: a file that is not a database, or is damaged, is
    /// `corrupt` (set aside); anything else leaves the file alone.
    init(_ error: any Error, path: String) {
        if let error = error as? UserDataError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            // Not SQLite's: an order that would not encode, say. Named as what it is, never
            // as a failed read or write of the disk.
            self = .unexpected(path: path, description: String(describing: error))
            return
        }
        let code = error.extendedResultCode.rawValue
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .corrupt(path: path, code: code)
        default: self = .sqlite(path: path, code: code)
        }
    }
}

extension UserDatabase {
    /// How long a write waits for another program's transaction from now on (the last try at
    /// quit waits only for what is left of its time).
    public func setBusyTimeout(milliseconds: Int) {
        _ = try? queue.writeWithoutTransaction {
            try $0.execute(sql: "PRAGMA busy_timeout = \(max(0, milliseconds))")
        }
    }
}
