import StateFiles
import UserData

#if canImport(Glibc)
    import Glibc
#endif

/// The shop's database as its owner opens it (`aisle orders`): the same `aisle.sqlite` under
/// `$XDG_DATA_HOME/aisle/` that the shop's sessions use, every customer's rows, never created.
public enum ShopDatabase {
    /// Why the shop's orders cannot be read or changed.
    public enum Problem: Error, Sendable {
        /// There is no home to find the data directory under.
        case noHome(XDGError)
        /// The data directory is not one Aisle keeps files in.
        case untrusted(DirectoryProblem)
        /// The database could not be used.
        case database(UserDataError)

        /// One line for standard error.
        public var message: String {
            switch self {
            case .noHome(let error): "no orders to read: \(error.message)"
            case .untrusted(let problem): problem.message
            case .database(let error): error.message
            }
        }
    }

    /// The database for `environment`, or nil when there is none yet (no order was ever
    /// placed).
    public static func open(environment: [String: String]) throws(Problem) -> UserDatabase? {
        let locations: Persistence.Locations
        do throws(XDGError) {
            locations = Persistence.Locations(try XDGDirectories(environment: environment))
        } catch {
            throw .noHome(error)
        }
        let path = locations.database
        if let problem = StateReset.untrusted(path, writer: AtomicFileWriter()) {
            throw .untrusted(problem)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        do throws(UserDataError) {
            return try UserDatabase.open(path: path, inspecting: false)
        } catch {
            throw .database(error)
        }
    }
}
