/// Why the user's database could not be used as it is. Messages are made in one place
/// (`message`); callers decide whether a problem means running without it or setting it aside.
public enum UserDataError: Error, Equatable, Sendable {
    /// Something that is not a regular file, or a symbolic link, is at the database's path.
    case notRegularFile(path: String)
    /// The file belongs to another user; it is neither read nor written.
    case foreignOwner(path: String)
    /// SQLite says the file is not a database, or is damaged.
    case corrupt(path: String, reason: String)
    /// Any other failure to open, read or write (permissions, a full disk, I/O).
    case unusable(path: String, reason: String)
    /// The database is from a newer Aisle: it is shown, never written.
    case readOnly(path: String)
    /// A write failed; it is tried again with the next change and at quit.
    indirect case notSaved(UserDataError)

    /// One line for the bottom line or standard error: what, where, what to do.
    public var message: String {
        switch self {
        case .notRegularFile(let path):
            "\(path) is not a regular file; cart and orders are not saved this session "
                + "(move it away to save them again)"
        case .foreignOwner(let path):
            "\(path) belongs to another user; cart and orders are not saved this session"
        case .corrupt(let path, let reason):
            "\(path) is damaged (\(reason))"
        case .unusable(let path, let reason):
            "could not use \(path) (\(reason)); cart and orders are not saved this session"
        case .readOnly(let path):
            "\(path) is from a newer Aisle: cart and order changes are not kept (update Aisle)"
        case .notSaved(.unusable(let path, let reason)), .notSaved(.corrupt(let path, let reason)):
            "could not save the cart and orders in \(path) (\(reason)); will try again"
        case .notSaved(let error):
            error.message
        }
    }
}
