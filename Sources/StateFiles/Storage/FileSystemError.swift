import Glibc

/// Why a file-system operation failed, with the path and `errno`; `message` is one line for
/// the user ("could not save /x/navigation.json: no space left on device").
public enum FileSystemError: Error, Equatable, Sendable {
    /// `operation` on `path` failed with `errno`.
    case failed(FileOperation, path: String, errno: Int32)
    /// Saving `path` failed because `cause` failed (on the temporary file, the directory or the
    /// rename); see `AtomicFileWriter.write(_:to:)` for what is then on disk.
    indirect case save(path: String, cause: FileSystemError)
    /// Nothing was created or replaced: the directory is not one Aisle may keep files in.
    case refused(DirectoryProblem)

    /// The call that failed (for `.save`, the one inside the save that failed).
    public var operation: FileOperation {
        switch self {
        case .failed(let operation, _, _): operation
        case .save(_, let cause): cause.operation
        case .refused: .status
        }
    }

    /// The path the user knows about (for `.save`, the file being saved, not the temporary).
    public var path: String {
        switch self {
        case .failed(_, let path, _): path
        case .save(let path, _): path
        case .refused(let problem): problem.path
        }
    }

    /// The `errno` the failing call set.
    public var errno: Int32 {
        switch self {
        case .failed(_, _, let code): code
        case .save(_, let cause): cause.errno
        case .refused: EPERM
        }
    }

    /// One line for the user, e.g. "could not save /x/navigation.json: no space left on device".
    public var message: String {
        switch self {
        case .failed(let operation, let path, let code):
            "could not \(operation.verb) \(path): \(Self.describe(errno: code))"
        case .save(let path, .refused(let problem)):
            "not saving \(path): \(problem.message)"
        case .save(let path, let cause):
            "could not save \(path): \(Self.describe(errno: cause.errno))"
        case .refused(let problem):
            problem.message
        }
    }

    /// The C library's text for `code`, lower-cased at the start to sit inside a sentence.
    public static func describe(errno code: Int32) -> String {
        // glibc returns static text for known codes, so no buffer juggling is needed.
        guard let text = strerror(code) else { return "error \(code)" }
        let description = String(cString: text)
        guard let first = description.first else { return "error \(code)" }
        // Keep acronyms ("I/O error") intact; only a leading capital followed by lower case drops.
        let second = description.dropFirst().first
        if first.isUppercase, second?.isLowercase ?? false {
            return first.lowercased() + description.dropFirst()
        }
        return description
    }
}
