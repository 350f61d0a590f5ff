import Storefront
import UserData

#if canImport(Glibc)
    import Glibc
#endif

/// What an end-to-end run left in the user's database, read as another process would.
enum SavedUserData {
    /// The database under `dataHome`, with the cart of the catalog file at `catalog`.
    static func read(dataHome: String, catalog: String) -> UserSnapshot? {
        let path = dataHome + "/aisle/" + UserDatabase.fileName
        guard let database = try? UserDatabase.open(path: path, inspecting: true) else {
            return nil
        }
        return try? database.load(catalog: key(of: catalog)).0
    }

    /// The catalog's key as Aisle names it: the file's resolved path.
    static func key(of catalog: String) -> String {
        guard let resolved = realpath(catalog, nil) else { return catalog }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
