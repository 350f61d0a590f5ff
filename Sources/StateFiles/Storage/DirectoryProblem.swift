/// Why Aisle will not keep files in a directory (like sshd's StrictModes): another user could
/// read or replace them, or keeping them there would create files the directory's owner does
/// not own. Nothing in such a directory is read or written.
public enum DirectoryProblem: Error, Equatable, Sendable {
    /// `path` (the directory, or the nearest existing one Aisle would create it in) belongs to
    /// the user `owner`, not to the user Aisle runs as.
    case ownedByAnotherUser(path: String, owner: UInt32)
    /// Users other than its owner may write in `path` (`permissions` has group or other write).
    case writableByOthers(path: String, permissions: UInt32)
    /// The home directory the default locations lie under does not exist; Aisle never
    /// creates a home.
    case homeMissing(home: String)
    /// Something that is not a directory is at `path`.
    case notADirectory(path: String, kind: FileKind)
    /// `path` could not be inspected (`errno`).
    case uninspectable(path: String, errno: Int32)

    /// The directory the problem is about.
    public var path: String {
        switch self {
        case .ownedByAnotherUser(let path, _), .writableByOthers(let path, _),
            .notADirectory(let path, _), .uninspectable(let path, _):
            path
        case .homeMissing(let home): home
        }
    }

    /// One line for the user, e.g. "/home/ann/.local/state/aisle belongs to user 1000".
    public var message: String {
        switch self {
        case .ownedByAnotherUser(let path, let owner):
            "\(path) belongs to user \(owner), not to this user"
        case .writableByOthers(let path, let permissions):
            "\(path) is writable by other users (mode \(String(permissions, radix: 8)))"
        case .homeMissing(let home):
            "the home directory \(home) does not exist"
        case .notADirectory(let path, let kind):
            "\(path) is a \(kind.rawValue), not a directory"
        case .uninspectable(let path, let code):
            "cannot inspect \(path): \(FileSystemError.describe(errno: code))"
        }
    }
}
