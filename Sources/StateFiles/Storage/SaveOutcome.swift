/// How a save that replaced its file ended: for certain on disk, or in place but perhaps not
/// durable, because flushing the directory failed after the rename. The new bytes are what
/// every reader sees either way; only a crash soon after could bring the old file back.
public enum SaveOutcome: Equatable, Sendable {
    /// Renamed into place and the directory flushed.
    case durable
    /// `path` holds the new bytes, but flushing its directory failed with `cause`.
    case notDurable(path: String, cause: FileSystemError)

    /// The line for the user when there is something to say, else nil.
    public var warning: String? {
        switch self {
        case .durable:
            nil
        case .notDurable(let path, let cause):
            "saved \(path), but it may not survive a crash: \(cause.message)"
        }
    }
}
