import GRDB

/// Turns SQLite's errors into the words Aisle's messages use.
enum CatalogStoreError {
    /// What went wrong, in a few words ("database or disk is full").
    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return "\(error)"
    }
}
