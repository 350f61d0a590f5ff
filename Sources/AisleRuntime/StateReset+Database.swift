import StateFiles
import UserData

#if canImport(Glibc)
    import Glibc
#endif

extension StateReset {
    /// `aisle reset --all`: the cart lines in the user's database, of catalog `key` or of
    /// every catalog when nil. Orders and the kept address stay. A database that is not there
    /// is not created; one from a newer Aisle, or one that cannot be used, is left alone.
    static func emptyDatabaseCart(
        _ locations: Persistence.Locations, catalog key: String?, writer: AtomicFileWriter
    ) -> (path: String, outcome: Outcome) {
        let path = locations.database
        if let problem = untrusted(path, writer: writer) {
            return (path, .untrusted(path: path, problem))
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return (path, .absent) }
        do throws(UserDataError) {
            guard let database = try UserDatabase.open(path: path, inspecting: false) else {
                return (path, .absent)
            }
            guard !database.isReadOnly else {
                return (path, .leftAlone("\(path) comes from a newer Aisle; left alone"))
            }
            return (path, try database.emptyCart(catalog: key) > 0 ? .rewritten : .absent)
        } catch {
            return (path, .leftAlone("\(error.message); left alone"))
        }
    }
}
