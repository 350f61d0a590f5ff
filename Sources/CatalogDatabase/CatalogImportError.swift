import StateFiles
import Storefront

/// Why a catalog could not be opened through its cache. Data only; the executable words it.
public enum CatalogImportError: Error, Sendable {
    /// The catalog itself is bad (or unreadable): the message and exit status of today.
    case catalog(CatalogError)
    /// The import could be written nowhere: no cache was kept (`cache` says why) and the
    /// temporary file tried instead failed (`temporary`).
    case unwritable(temporary: CatalogWriteFailure, cache: CacheUnavailable)
}

/// Why writing a catalog's database failed.
public enum CatalogWriteFailure: Error, Equatable, Sendable {
    /// A file operation failed (its path and `errno` inside).
    case file(FileSystemError)
    /// SQLite failed writing the database at `path` with result code `code` (13 for a full
    /// disk).
    case database(path: String, code: Int32)

    /// The file that could not be written.
    public var path: String {
        switch self {
        case .file(let error): error.path
        case .database(let path, _): path
        }
    }

    /// Whether it failed for want of space (`ENOSPC`, `SQLITE_FULL`).
    public var isFull: Bool {
        switch self {
        case .file(let error): error.errno == 28
        case .database(_, let code): code & 0xff == 13
        }
    }

    /// What went wrong, in a few words ("permission denied", "database or disk is full").
    public var reason: String {
        switch self {
        case .file(let error): FileSystemError.describe(errno: error.errno)
        case .database(_, let code): CatalogStoreError.describe(code: code)
        }
    }
}

/// Why this run keeps no catalog cache, and imports into a temporary file instead.
public enum CacheUnavailable: Equatable, Sendable {
    /// No cache directory could be worked out (no home).
    case noDirectory(XDGError)
    /// The cache directory is not one Aisle may keep files in.
    case refused(DirectoryProblem)
    /// Writing the cache failed.
    case writeFailed(CatalogWriteFailure)
    /// Another Aisle holds the cache's lock and has shown no sign of life for a while
    /// (stopped with `Ctrl-Z`, or hung).
    case holderStalled
    /// The cache's lock file could not be opened or locked.
    case lockUnavailable
    /// An inspection (`aisle session`) writes no cache.
    case inspecting

    /// Why, in words, to follow "no catalog cache is kept: ".
    public var reason: String {
        switch self {
        case .noDirectory(let error): error.message
        case .refused(let problem): problem.message
        case .writeFailed(let failure): "could not write \(failure.path): \(failure.reason)"
        case .holderStalled: "another Aisle importing this catalog seems stopped"
        case .lockUnavailable: "its lock file cannot be used"
        case .inspecting: "only inspecting"
        }
    }
}
