#if canImport(Glibc)
    import Glibc
#endif

/// Why the user's database could not be used or changed: data (the path, SQLite's result code,
/// `errno`), worded in one place (`message`, `reason`); callers decide what a problem means
/// (running without the database, setting it aside, refusing an order).
public enum UserDataError: Error, Equatable, Sendable {
    /// Something that is not a regular file, or a symbolic link, is at the database's path.
    case notRegularFile(path: String)
    /// The file belongs to another user; it is neither read nor written.
    case foreignOwner(path: String)
    /// SQLite says the file is not a database, or is damaged (`code`, extended).
    case corrupt(path: String, code: Int32)
    /// A system call on the file failed with `errno`.
    case file(path: String, errno: Int32)
    /// SQLite failed with result `code` (extended): busy, full, I/O, read-only…
    case sqlite(path: String, code: Int32)
    /// The database is from a newer Aisle: it is shown, never written.
    case readOnly(path: String)
    /// The transaction's commit was written but its sync to the disk failed (`code`, SQLite's
    /// extended result code: an I/O error syncing the WAL): it may or may not be kept, and
    /// only a later look can tell (`UserDatabase.resolve`).
    case unconfirmed(path: String, code: Int32)
    /// Every order number drawn was taken already (`UserDatabase.maximumNumberDraws` of them).
    case noFreeOrderNumber(path: String)
    /// Something other than SQLite failed (`description` says what): a bug, named as such.
    case unexpected(path: String, description: String)
    /// The shop's database server (PostgreSQL, at `path`) could not be reached, or stopped
    /// answering: nothing was changed, or, for an order, `unconfirmed` says so instead.
    case notAnswering(path: String)
    /// The database server refused the request with SQLSTATE `state` and `text` (its words).
    case server(path: String, state: String, text: String)

    /// The database file concerned.
    public var path: String {
        switch self {
        case .notRegularFile(let path), .foreignOwner(let path), .corrupt(let path, _),
            .file(let path, _), .sqlite(let path, _), .readOnly(let path),
            .unconfirmed(let path, _), .noFreeOrderNumber(let path), .unexpected(let path, _),
            .notAnswering(let path), .server(let path, _, _):
            path
        }
    }

    /// What went wrong, to go after "because" or a colon: "the disk is full".
    public var reason: String {
        switch self {
        case .notRegularFile: "it is not a regular file"
        case .foreignOwner: "it belongs to another user"
        case .corrupt(_, let code): Self.describe(sqlite: code)
        case .file(_, let code): Self.describe(errno: code)
        case .sqlite(_, let code): Self.describe(sqlite: code)
        case .readOnly: "the database is from a newer Aisle"
        case .unconfirmed(_, let code) where code == Self.connectionLostAtCommit:
            "the connection to the shop's database was lost while it committed"
        case .unconfirmed: "the disk did not confirm the write (I/O error syncing it)"
        case .noFreeOrderNumber: "no free order number was found"
        case .unexpected(_, let description): "an unexpected error (\(description))"
        case .notAnswering: "the shop's database is not answering"
        case .server(_, let state, let text): "the database refused it (\(state): \(text))"
        }
    }

    /// One line for the bottom line or standard error, opening the database: what, where,
    /// what to do.
    public var message: String {
        switch self {
        case .notRegularFile(let path):
            "\(path) is not a regular file; cart and orders are not saved this session "
                + "(move it away to save them again)"
        case .foreignOwner(let path):
            "\(path) belongs to another user; cart and orders are not saved this session"
        case .corrupt(let path, _):
            "\(path) is damaged (\(reason))"
        case .file(let path, _), .sqlite(let path, _), .unconfirmed(let path, _),
            .noFreeOrderNumber(let path), .unexpected(let path, _):
            "could not use \(path) (\(reason)); cart and orders are not saved this session"
        case .readOnly(let path):
            "\(path) is from a newer Aisle: cart and order changes are not kept (update Aisle)"
        case .notAnswering(let path):
            "the shop's database \(path) is not answering (is the server running, and the URL "
                + "right?); try again in a moment"
        case .server(let path, _, _):
            "could not use the shop's database \(path) (\(reason))"
        }
    }

    /// The `unconfirmed` code of a commit whose connection to a database server was lost
    /// before the server answered it (no SQLite code is negative).
    public static let connectionLostAtCommit: Int32 = -1

    /// SQLite's primary result codes, in words a shopper can act on.
    static func describe(sqlite code: Int32) -> String {
        switch code & 0xff {
        case 5, 6: "another program is using the database (it stayed busy)"
        case 13: "the disk is full"
        case 10: "a read or write failed (I/O error)"
        case 8: "the database may not be written"
        case 23, 3: "permission denied"
        case 14: "the database could not be opened"
        case 11, 26: "the database is damaged"
        case 9: "it was interrupted"
        default: "SQLite error \(code)"
        }
    }

    /// The C library's text for `code`, starting in lower case to sit inside a sentence.
    static func describe(errno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let words = String(cString: text)
        guard let first = words.first, words.dropFirst().first?.isLowercase ?? false else {
            return words
        }
        return first.lowercased() + words.dropFirst()
    }
}
