/// Why `SafeFileReader` refused or failed to read a file; `message` is one line for the user.
public enum FileReadError: Error, Equatable, Sendable {
    /// `path` is a symbolic link, which Aisle never follows for its own files.
    case symlink(path: String)
    /// `path` is not a regular file (a directory, a named pipe, a device, a socket).
    case notRegularFile(path: String, kind: FileKind)
    /// `path` holds more than `limit` bytes.
    case tooLarge(path: String, limit: Int)
    /// Permission to read `path` was denied.
    case unreadable(path: String)
    /// Any other failure of the underlying calls.
    case system(FileSystemError)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .symlink(let path), .notRegularFile(let path, _), .tooLarge(let path, _),
            .unreadable(let path):
            path
        case .system(let error): error.path
        }
    }

    /// One line for the user, e.g. "not reading /x/navigation.json: it is a directory".
    public var message: String {
        switch self {
        case .symlink(let path):
            "not reading \(path): it is a symbolic link"
        case .notRegularFile(let path, let kind):
            "not reading \(path): it is a \(kind.rawValue), not a regular file"
        case .tooLarge(let path, let limit):
            "not reading \(path): it is larger than \(limit) bytes"
        case .unreadable(let path):
            "cannot read \(path): permission denied"
        case .system(let error):
            error.message
        }
    }
}
