import Glibc

/// The real file system: thin wrappers over Glibc that retry `EINTR`, loop short writes and
/// turn `-1` into `FileSystemError.failed`. The only place in Aisle that calls these syscalls.
public struct SystemFileSystem: FileSystem {
    /// The real file system.
    public init() {}

    /// `open(2)`, retried on `EINTR`.
    public func open(
        _ path: String, flags: Int32, mode: mode_t
    ) throws(FileSystemError) -> OpenFile {
        let descriptor = try Self.retrying(.open, path) { Glibc.open(path, flags, mode) }
        return OpenFile(descriptor: descriptor, path: path)
    }

    /// One `read(2)` of at most `maxCount` bytes, retried on `EINTR`.
    public func read(_ file: OpenFile, maxCount: Int) throws(FileSystemError) -> [UInt8] {
        guard maxCount > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: maxCount)
        // Array's buffer accessors rethrow untyped errors; the result leaves as a value.
        let result = buffer.withUnsafeMutableBytes { raw in
            Self.retryingResult(.read, file.path) {
                Glibc.read(file.descriptor, raw.baseAddress, raw.count)
            }
        }
        let count = try result.get()
        buffer.removeLast(maxCount - count)
        return buffer
    }

    /// `write(2)` in a loop until every byte is written (`DescriptorWriter`).
    public func write(_ bytes: [UInt8], to file: OpenFile) throws(FileSystemError) {
        if let code = DescriptorWriter.writeAll(bytes, to: file.descriptor) {
            throw .failed(.write, path: file.path, errno: code)
        }
    }

    /// `fsync(2)`.
    public func sync(_ file: OpenFile) throws(FileSystemError) {
        _ = try Self.retrying(.sync, file.path) { fsync(file.descriptor) }
    }

    /// `close(2)`, never retried (see below).
    public func close(_ file: OpenFile) throws(FileSystemError) {
        // On Linux the descriptor is released even when close(2) reports EINTR; retrying could
        // close a descriptor another thread has just been given.
        if Glibc.close(file.descriptor) == 0 { return }
        let code = Glibc.errno
        if code != EINTR { throw .failed(.close, path: file.path, errno: code) }
    }

    /// `fchmod(2)`.
    public func setPermissions(of file: OpenFile, to mode: mode_t) throws(FileSystemError) {
        _ = try Self.retrying(.setPermissions, file.path) { fchmod(file.descriptor, mode) }
    }

    /// `chmod(2)`.
    public func setPermissions(_ path: String, to mode: mode_t) throws(FileSystemError) {
        _ = try Self.retrying(.setPermissions, path) { chmod(path, mode) }
    }

    /// `fstat(2)`.
    public func status(of file: OpenFile) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try Self.retrying(.status, file.path) { fstat(file.descriptor, &info) }
        return Self.status(info)
    }

    /// `stat(2)`.
    public func status(_ path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try Self.retrying(.status, path) { stat(path, &info) }
        return Self.status(info)
    }

    /// `lstat(2)`.
    public func linkStatus(_ path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try Self.retrying(.status, path) { lstat(path, &info) }
        return Self.status(info)
    }

    /// `rename(2)`; errors name `source`, the file the caller knows.
    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        _ = try Self.retrying(.rename, source) { Glibc.rename(source, destination) }
    }

    /// `unlink(2)`.
    public func remove(_ path: String) throws(FileSystemError) {
        _ = try Self.retrying(.remove, path) { unlink(path) }
    }

    /// `mkdir(2)`.
    public func makeDirectory(_ path: String, mode: mode_t) throws(FileSystemError) {
        _ = try Self.retrying(.makeDirectory, path) { mkdir(path, mode) }
    }

    /// `opendir(3)`/`readdir(3)`, skipping `.` and `..`.
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else {
            throw .failed(.listDirectory, path: path, errno: Glibc.errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            // readdir(3) returns nil both at the end and on error; only errno tells them apart.
            Glibc.errno = 0
            guard let entry = readdir(directory) else {
                guard Glibc.errno == 0 else {
                    throw .failed(.listDirectory, path: path, errno: Glibc.errno)
                }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
    }

    /// `flock(2)`, retried on `EINTR`.
    public func lock(_ file: OpenFile, operation: Int32) throws(FileSystemError) {
        _ = try Self.retrying(.lock, file.path) { flock(file.descriptor, operation) }
    }

    /// `futimens(2)` to the current time, retried on `EINTR`.
    public func touch(_ file: OpenFile) throws(FileSystemError) {
        _ = try Self.retrying(.touch, file.path) { futimens(file.descriptor, nil) }
    }

    /// Runs `call` until it returns something other than `-1` with `EINTR`; `-1` with any other
    /// `errno` becomes `FileSystemError.failed(operation, path:errno:)`.
    private static func retrying<Value: BinaryInteger>(
        _ operation: FileOperation, _ path: String, _ call: () -> Value
    ) throws(FileSystemError) -> Value {
        while true {
            let result = call()
            if result != -1 { return result }
            let code = Glibc.errno
            if code != EINTR { throw .failed(operation, path: path, errno: code) }
        }
    }

    /// `retrying` with the outcome as a value, for use inside closures that cannot throw typed.
    private static func retryingResult<Value: BinaryInteger>(
        _ operation: FileOperation, _ path: String, _ call: () -> Value
    ) -> Result<Value, FileSystemError> {
        Result { () throws(FileSystemError) -> Value in try retrying(operation, path, call) }
    }

    private static func status(_ info: stat) -> FileStatus {
        FileStatus(
            kind: FileKind(mode: UInt32(info.st_mode)),
            permissions: UInt32(info.st_mode) & 0o7777,
            size: Int(info.st_size),
            modificationTime: Int(info.st_mtim.tv_sec),
            owner: UInt32(info.st_uid),
            linkCount: Int(info.st_nlink),
            identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        )
    }
}
