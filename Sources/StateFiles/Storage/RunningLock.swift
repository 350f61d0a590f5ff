import Glibc
import Synchronization

/// The sign that an Aisle is running on a state directory: a shared lock on `.running.lock`
/// in it, held from start-up to exit. Any number of instances share it, and the kernel lets
/// go of it however the process ends (killed included), so it never goes stale the way a pid
/// file does. `aisle reset` takes it exclusively while it removes files (`lockOutRunning`): it
/// is refused while an instance runs, which would save its state over the reset a moment
/// later, and an instance starting meanwhile waits for it.
public final class RunningLock: Sendable {
    /// The lock file, open and locked.
    let file: OpenFile
    private let fileSystem: any FileSystem
    private let released = Atomic<Bool>(false)

    init(file: OpenFile, fileSystem: any FileSystem) {
        self.file = file
        self.fileSystem = fileSystem
    }

    /// Lets go of the lock; a second call does nothing.
    public func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? fileSystem.lock(file, operation: LOCK_UN)
        try? fileSystem.close(file)
    }

    deinit { release() }
}

/// Whether any Aisle is running on a state directory, for `aisle reset`.
public enum RunningCheck: Sendable {
    /// None is: the lock is held exclusively, keeping new instances out until released.
    case none(RunningLock)
    /// One is (several may be): the process id of one of them, when the system says.
    case running(pid: Int32?)
    /// The lock file could not be opened (no directory, another user's file): nothing says
    /// whether one runs, and nothing in the directory was saved by one that could be found.
    case unknown
    /// Something that is not a regular file is at the lock's path (a directory, a named pipe,
    /// a symbolic link): no instance can announce itself there, so whether one runs cannot be
    /// known, and a reset is refused as for any state file that is not a regular file.
    case notRegularFile(path: String, kind: FileKind)
}

extension AtomicFileWriter {
    /// The lock file's name in the state directory.
    static let runningLockName = StoragePath.lockName(for: "running")

    /// Announces this instance on `directory` (an existing, trusted state directory): a shared
    /// hold of its running lock, waited for at most `lockTimeout` while a reset holds it.
    /// Nil when it cannot be had: the run goes ahead, unannounced.
    public func announceRunning(in directory: String) -> RunningLock? {
        let path = StoragePath.join(directory, Self.runningLockName)
        guard let file = openLockFile(path) else { return nil }
        let deadline = clock.now.advanced(by: lockTimeout)
        while true {
            do throws(FileSystemError) {
                try fileSystem.lock(file, operation: LOCK_SH | LOCK_NB)
                return RunningLock(file: file, fileSystem: fileSystem)
            } catch {
                guard error.errno == EWOULDBLOCK, clock.now < deadline else { break }
                clock.pause(for: .milliseconds(10))
            }
        }
        try? fileSystem.close(file)
        return nil
    }

    /// Takes `directory`'s running lock exclusively if no instance holds it; otherwise says
    /// which one runs (`RunningCheck`).
    public func lockOutRunning(in directory: String) -> RunningCheck {
        let path = StoragePath.join(directory, Self.runningLockName)
        guard let file = openLockFile(path) else {
            if let kind = runningLockKind(in: directory) {
                return .notRegularFile(path: path, kind: kind)
            }
            return .unknown
        }
        do throws(FileSystemError) {
            try fileSystem.lock(file, operation: LOCK_EX | LOCK_NB)
            return .none(RunningLock(file: file, fileSystem: fileSystem))
        } catch {
            let identity = try? fileSystem.status(of: file).identity
            try? fileSystem.close(file)
            guard error.errno == EWOULDBLOCK else { return .unknown }
            return .running(pid: identity.flatMap { Self.lockHolder(ofInode: $0.inode) })
        }
    }

    /// What is at `directory`'s running lock path when it is there and not a regular file
    /// (seen without following a symbolic link); nil otherwise.
    public func runningLockKind(in directory: String) -> FileKind? {
        let path = StoragePath.join(directory, Self.runningLockName)
        guard let status = try? fileSystem.linkStatus(path), status.kind != .regular else {
            return nil
        }
        return status.kind
    }

    /// A process holding a `flock` on the file with inode `inode`, from Linux's `/proc/locks`
    /// (`1: FLOCK  ADVISORY  READ  4242 fd:01:1234 0 EOF`); nil where there is none to read.
    /// Only the inode is compared: at worst another file's holder is named, never a lock
    /// missed (the lock itself decided that one is held).
    static func lockHolder(ofInode inode: UInt64) -> Int32? {
        guard let stream = fopen("/proc/locks", "r") else { return nil }
        defer { fclose(stream) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, stream) > 0, let line {
            let fields = String(cString: line).split(separator: " ")
            // A waiter's line has "->" after the number; only holders count.
            guard fields.count >= 6, fields[1] == "FLOCK",
                fields[5].split(separator: ":").last.flatMap({ UInt64($0) }) == inode
            else { continue }
            return Int32(fields[4])
        }
        return nil
    }
}
