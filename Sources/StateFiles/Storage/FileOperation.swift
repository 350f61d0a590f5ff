/// The system calls `FileSystem` performs, named so errors and fault injection can refer to them.
public enum FileOperation: String, CaseIterable, Sendable {
    /// `open(2)`.
    case open
    /// `read(2)`.
    case read
    /// `write(2)`, looped until every byte is written.
    case write
    /// `fsync(2)`, of a file or a directory.
    case sync
    /// `close(2)`.
    case close
    /// `chmod(2)` or `fchmod(2)`.
    case setPermissions
    /// `fstat(2)` or `lstat(2)`.
    case status
    /// `rename(2)`.
    case rename
    /// `unlink(2)`.
    case remove
    /// `mkdir(2)`.
    case makeDirectory
    /// `opendir(3)` and `readdir(3)`.
    case listDirectory
    /// `flock(2)`.
    case lock
    /// `futimens(2)` with the current time: a lock holder's sign of life.
    case touch

    /// The verb for "could not <verb> <path>" messages.
    var verb: String {
        switch self {
        case .open: "open"
        case .read: "read"
        case .write: "write to"
        case .sync: "flush"
        case .close: "close"
        case .setPermissions: "set permissions of"
        case .status: "inspect"
        case .rename: "rename"
        case .remove: "remove"
        case .makeDirectory: "create directory"
        case .listDirectory: "list directory"
        case .lock: "lock"
        case .touch: "touch"
        }
    }
}
