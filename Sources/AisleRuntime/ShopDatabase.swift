import StateFiles
import UserData

#if canImport(Glibc)
    import Glibc
#endif

/// The shop's database as its owner opens it (`aisle orders`): the `aisle.sqlite` the shop's
/// sessions use — under `--data DIR` if given, else under `$XDG_DATA_HOME/aisle/` of the
/// environment — every customer's rows, never created.
public enum ShopDatabase {
    /// Why the shop's orders cannot be read or changed.
    public enum Problem: Error, Sendable {
        /// There is no home to find the data directory under.
        case noHome(XDGError)
        /// The data directory is not one Aisle keeps files in.
        case untrusted(DirectoryProblem)
        /// The database could not be used.
        case database(UserDataError)
        /// There is no database at `path` (this is not the shop's environment, or no order
        /// was ever placed); `nested` is a database one directory down that may be meant.
        case noDatabase(path: String, nested: String?)

        /// One line for standard error.
        public var message: String {
            switch self {
            case .noHome(let error): "no orders to read: \(error.message)"
            case .untrusted(let problem): problem.message
            case .database(let error): error.message
            case .noDatabase(let path, let nested):
                "no shop database at \(path)"
                    + (nested.map {
                        " (there is one at \($0): --data \(StoragePath.directory(of: $0))?)"
                    }
                        ?? "; run this with the environment aisle serve runs with "
                        + "(its XDG_DATA_HOME), or name its data directory with --data DIR")
            }
        }
    }

    /// The database's path: `dataDirectory/aisle.sqlite`, else under `environment`'s
    /// `$XDG_DATA_HOME/aisle`.
    public static func path(dataDirectory: String?, environment: [String: String])
        throws(Problem) -> String
    {
        if let dataDirectory { return StoragePath.join(dataDirectory, UserDatabase.fileName) }
        do throws(XDGError) {
            return Persistence.Locations(try XDGDirectories(environment: environment)).database
        } catch {
            throw .noHome(error)
        }
    }

    /// The database at `path`; `.noDatabase` when there is none (nothing is created), unless
    /// `creating` (the served owner's desk, whose environment is the server's: it makes the
    /// database as the first customer's session would). `readOnly` (`aisle shop move`) never
    /// writes to it, not even to migrate an older Aisle's file.
    public static func open(path: String, creating: Bool = false, readOnly: Bool = false)
        throws(Problem) -> UserDatabase
    {
        let writer = AtomicFileWriter()
        if let problem = StateReset.untrusted(path, writer: writer) {
            throw .untrusted(problem)
        }
        var info = stat()
        if creating, lstat(path, &info) != 0 {
            try? writer.prepareDirectory(StoragePath.directory(of: path))
        }
        guard lstat(path, &info) == 0 || creating else {
            let directory = StoragePath.directory(of: path)
            let nested = StoragePath.join(
                StoragePath.join(directory, "aisle"), UserDatabase.fileName)
            throw .noDatabase(path: path, nested: lstat(nested, &info) == 0 ? nested : nil)
        }
        let database: UserDatabase?
        do throws(UserDataError) {
            database = try UserDatabase.open(path: path, inspecting: readOnly && !creating)
        } catch {
            throw .database(error)
        }
        // Gone between the look and the open.
        guard let database else { throw .noDatabase(path: path, nested: nil) }
        return database
    }
}
