import Glibc

/// Saves whole files so that a reader sees either the old content or the new, never a mix,
/// and a failed save leaves the old file exactly as it was (DESIGN.md, "Save protocol").
///
/// A save writes a unique temporary file beside the target (`.navigation.json.tmp-<pid>-<hex>`,
/// mode 0600), flushes and closes it, renames it over the target under a short advisory lock
/// and flushes the directory so the rename itself survives a crash.
public struct AtomicFileWriter: Sendable {
    /// The seam every system call goes through.
    public let fileSystem: any FileSystem
    /// How long to try for the advisory lock before renaming without it.
    public let lockTimeout: Duration
    /// What the lock wait reads and sleeps on; tests pass a `ManualClock`.
    public let clock: any MonotonicClock
    /// Which directories files may be created or replaced in, and for whom.
    public let trust: DirectoryTrust
    /// Locks found stuck recently, so that later saves do not wait for them again.
    let stuckLocks = StuckLocks()

    /// A writer over `fileSystem` for `user` (the effective user ID); the lock is given up on
    /// after `lockTimeout` by `clock`.
    public init(
        fileSystem: any FileSystem = SystemFileSystem(), lockTimeout: Duration = .seconds(2),
        clock: any MonotonicClock = SystemClock(), user: UInt32 = geteuid()
    ) {
        self.fileSystem = fileSystem
        self.lockTimeout = lockTimeout
        self.clock = clock
        trust = DirectoryTrust(fileSystem: fileSystem, user: user)
    }

    /// Replaces the contents of `path` with `bytes` atomically, creating missing parent
    /// directories with mode 0700 (existing directories keep their modes); the file ends up 0600.
    /// Nothing is created or replaced in a directory `trust` refuses (another user's, or
    /// writable by others), nor a directory created inside another user's.
    ///
    /// Throws `.save(path:cause:)`. If anything fails up to and including the rename, the
    /// temporary file is removed and `path` is byte-identical to before. If only the final
    /// directory flush fails, `path` already holds the complete new bytes: that is not a failed
    /// save but `.notDurable`, since the rename may not survive a crash.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> SaveOutcome {
        do throws(FileSystemError) {
            let (directory, name) = try prepareTarget(path)
            let temporary = try writeTemporary(bytes, in: directory, for: name)
            let lock = acquireLock(in: directory, for: name)
            defer { release(lock) }
            return try rename(temporary, over: path, in: directory)
        } catch {
            throw .save(path: path, cause: error)
        }
    }

    /// Splits `path` into its directory and name, refusing a name that is not a file's, and
    /// makes the directory ready to keep files in (`prepareDirectory` without the wrapping).
    func prepareTarget(_ path: String) throws(FileSystemError) -> (directory: String, name: String)
    {
        let directory = StoragePath.directory(of: path)
        let name = StoragePath.name(of: path)
        guard !name.isEmpty, name != ".", name != "..", name != "/" else {
            throw .failed(.open, path: path, errno: EISDIR)
        }
        try makeDirectories(directory)
        try checkTrusted(trust.problem(keepingFilesIn: directory))
        return (directory, name)
    }

    /// Makes `directory` ready to keep files in, as a save would: created (mode 0700) where
    /// trust allows, and refused when it is not trusted. For files another library writes (the
    /// user's database), under the same rules as this writer's own.
    public func prepareDirectory(_ directory: String) throws(FileSystemError) {
        do throws(FileSystemError) {
            try makeDirectories(directory)
            try checkTrusted(trust.problem(keepingFilesIn: directory))
        } catch {
            throw .save(path: directory, cause: error)
        }
    }

    /// Writes `bytes` to a temporary file in `directory` and renames it over `path`; the
    /// caller holds the lock (or gave up on it).
    func replace(
        _ path: String, with bytes: [UInt8], in directory: String, name: String
    ) throws(FileSystemError) -> SaveOutcome {
        let temporary = try writeTemporary(bytes, in: directory, for: name)
        return try rename(temporary, over: path, in: directory)
    }

    /// Renames `temporary` over `path` (removing it if that fails) and flushes `directory`.
    func rename(
        _ temporary: String, over path: String, in directory: String
    ) throws(FileSystemError) -> SaveOutcome {
        do throws(FileSystemError) {
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.remove(temporary)
            throw error
        }
        do throws(FileSystemError) {
            try syncDirectory(directory)
            return .durable
        } catch {
            return .notDurable(path: path, cause: error)
        }
    }

    /// Throws `problem`: one that could not even be inspected as the failed call it was.
    func checkTrusted(_ problem: DirectoryProblem?) throws(FileSystemError) {
        switch problem {
        case nil: return
        case .uninspectable(let path, let code): throw .failed(.status, path: path, errno: code)
        case let problem?: throw .refused(problem)
        }
    }

    /// Creates, fills, flushes and closes a new temporary file in `directory`; returns its path.
    /// On failure nothing is left behind.
    private func writeTemporary(
        _ bytes: [UInt8], in directory: String, for name: String
    ) throws(FileSystemError) -> String {
        let (file, temporary) = try createTemporary(in: directory, for: name)
        do throws(FileSystemError) {
            // The umask can only take bits away from 0600, but a umask like 0200 would leave the
            // owner unable to write the next save; set the mode exactly.
            try fileSystem.setPermissions(of: file, to: 0o600)
            try fileSystem.write(bytes, to: file)
            try fileSystem.sync(file)
        } catch {
            try? fileSystem.close(file)
            try? fileSystem.remove(temporary)
            throw error
        }
        do throws(FileSystemError) {
            try fileSystem.close(file)
        } catch {
            try? fileSystem.remove(temporary)
            throw error
        }
        return temporary
    }

    /// Opens a temporary name nobody else has, retrying a few names if one is taken.
    func createTemporary(
        in directory: String, for name: String
    ) throws(FileSystemError) -> (OpenFile, String) {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var attempt = 0
        while true {
            let temporaryName = StoragePath.temporaryName(
                for: name, processID: getpid(), random: UInt32.random(in: .min ... .max))
            let temporary = StoragePath.join(directory, temporaryName)
            do throws(FileSystemError) {
                return (try fileSystem.open(temporary, flags: flags, mode: 0o600), temporary)
            } catch {
                attempt += 1
                guard error.errno == EEXIST, attempt < 16 else { throw error }
            }
        }
    }

    /// Creates `directory` and any missing ancestors with mode exactly 0700, each only inside
    /// a directory `trust` allows creating in. Directories that already exist, including ones
    /// another process creates meanwhile, are left untouched.
    func makeDirectories(_ directory: String, depth: Int = 0) throws(FileSystemError) {
        if let status = try? fileSystem.linkStatus(directory), status.kind == .directory { return }
        let parent = StoragePath.directory(of: directory)
        if parent != directory, depth < 256, (try? fileSystem.linkStatus(parent)) == nil {
            try makeDirectories(parent, depth: depth + 1)
        }
        try checkTrusted(trust.problem(creatingIn: parent))
        do throws(FileSystemError) {
            try fileSystem.makeDirectory(directory, mode: 0o700)
        } catch {
            if error.errno == EEXIST { return }
            throw error
        }
        // Only a directory this call created gets here: mkdir's mode is filtered by the umask.
        try fileSystem.setPermissions(directory, to: 0o700)
    }

    /// Flushes `directory` so a rename inside it is on disk.
    func syncDirectory(_ directory: String) throws(FileSystemError) {
        let file = try fileSystem.open(
            directory, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0)
        defer { try? fileSystem.close(file) }
        do throws(FileSystemError) {
            try fileSystem.sync(file)
        } catch {
            // Some file systems cannot flush a directory at all; that is not a failed save.
            if error.errno != EINVAL { throw error }
        }
    }
}
