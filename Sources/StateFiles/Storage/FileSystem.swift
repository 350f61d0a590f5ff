import Glibc

/// The few system calls the state-file store needs, behind a seam so that tests can inject
/// faults. `SystemFileSystem` is the real one. Every call either succeeds or throws
/// `FileSystemError.failed` with the operation, the path and `errno`.
public protocol FileSystem: Sendable {
    /// `open(2)` with `flags` (`O_*`) and, when creating, `mode`.
    func open(_ path: String, flags: Int32, mode: mode_t) throws(FileSystemError) -> OpenFile
    /// One `read(2)` of at most `maxCount` bytes; empty at end of file.
    func read(_ file: OpenFile, maxCount: Int) throws(FileSystemError) -> [UInt8]
    /// Writes every byte of `bytes`, looping over short writes.
    func write(_ bytes: [UInt8], to file: OpenFile) throws(FileSystemError)
    /// `fsync(2)`: flushes the file (or directory) to stable storage.
    func sync(_ file: OpenFile) throws(FileSystemError)
    /// `close(2)`; the descriptor is gone afterwards even if this throws.
    func close(_ file: OpenFile) throws(FileSystemError)
    /// `fchmod(2)`: sets the permission bits exactly, whatever the umask.
    func setPermissions(of file: OpenFile, to mode: mode_t) throws(FileSystemError)
    /// `chmod(2)`: sets the permission bits of `path` exactly, whatever the umask.
    func setPermissions(_ path: String, to mode: mode_t) throws(FileSystemError)
    /// `fstat(2)`.
    func status(of file: OpenFile) throws(FileSystemError) -> FileStatus
    /// `stat(2)`: the status of what `path` names, following symbolic links.
    func status(_ path: String) throws(FileSystemError) -> FileStatus
    /// `lstat(2)`: the status of `path` itself, not of what a symbolic link points to.
    func linkStatus(_ path: String) throws(FileSystemError) -> FileStatus
    /// `rename(2)`: atomically replaces `destination` (if any) with `source`.
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// `unlink(2)`.
    func remove(_ path: String) throws(FileSystemError)
    /// `mkdir(2)`; the umask applies, so follow with `setPermissions` for an exact mode.
    func makeDirectory(_ path: String, mode: mode_t) throws(FileSystemError)
    /// The names in directory `path`, without `.` and `..`, in no particular order.
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]
    /// `flock(2)` with `operation` (`LOCK_EX`, `LOCK_NB`, `LOCK_UN`, …); a lock held elsewhere
    /// with `LOCK_NB` throws with `errno` `EWOULDBLOCK`.
    func lock(_ file: OpenFile, operation: Int32) throws(FileSystemError)
    /// `futimens(2)` to now: moves the file's modification time on, so that others can tell
    /// its holder is alive (`HeldLock`'s heartbeat).
    func touch(_ file: OpenFile) throws(FileSystemError)
}
