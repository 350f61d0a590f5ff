import Glibc

/// Reads a whole file Aisle did not necessarily write, without trusting it: symbolic links are
/// not followed, only regular files are read (a named pipe can never block the reader) and no
/// more than `limit + 1` bytes are ever read (DESIGN.md, "Load protocol").
public struct SafeFileReader: Sendable {
    /// The seam every system call goes through.
    public let fileSystem: any FileSystem

    /// A reader over `fileSystem`.
    public init(fileSystem: any FileSystem = SystemFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The bytes of `path`, or nil when there is no such file; throws when it is a symbolic
    /// link, not a regular file, longer than `limit` bytes or unreadable.
    public func read(_ path: String, limit: Int) throws(FileReadError) -> [UInt8]? {
        let limit = max(limit, 0)
        // Look before opening, so that a device is never even opened (opening some has effects).
        guard let before = try status(path) else { return nil }
        if let refusal = Self.refusal(before, path: path, limit: limit) { throw refusal }
        // O_NOFOLLOW: a symbolic link swapped in since lstat fails with ELOOP.
        // O_NONBLOCK: a named pipe swapped in opens at once instead of waiting for a writer.
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let file: OpenFile
        do throws(FileSystemError) {
            file = try fileSystem.open(path, flags: flags, mode: 0)
        } catch {
            if error.errno == ENOENT { return nil }
            throw Self.readError(error, path: path)
        }
        defer { try? fileSystem.close(file) }
        // The descriptor, not the path, is what gets read, so its own status is the one to trust.
        let opened: FileStatus
        do throws(FileSystemError) {
            opened = try fileSystem.status(of: file)
        } catch {
            throw Self.readError(error, path: path)
        }
        if let refusal = Self.refusal(opened, path: path, limit: limit) { throw refusal }
        return try readAll(file, limit: limit)
    }

    /// `lstat` of `path`, nil when it does not exist.
    private func status(_ path: String) throws(FileReadError) -> FileStatus? {
        do throws(FileSystemError) {
            return try fileSystem.linkStatus(path)
        } catch {
            if error.errno == ENOENT { return nil }
            throw Self.readError(error, path: path)
        }
    }

    /// Reads until end of file, but never more than `limit + 1` bytes: one byte past the limit
    /// is enough to know the file is too large, even if it grows while being read.
    private func readAll(_ file: OpenFile, limit: Int) throws(FileReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk: [UInt8]
            do throws(FileSystemError) {
                chunk = try fileSystem.read(file, maxCount: min(limit + 1 - bytes.count, 1 << 16))
            } catch {
                throw Self.readError(error, path: file.path)
            }
            if chunk.isEmpty { break }
            bytes += chunk
        }
        if bytes.count > limit { throw .tooLarge(path: file.path, limit: limit) }
        return bytes
    }

    /// Why a file with `status` must not be read, if it must not.
    private static func refusal(_ status: FileStatus, path: String, limit: Int) -> FileReadError? {
        switch status.kind {
        case .regular: status.size > limit ? .tooLarge(path: path, limit: limit) : nil
        case .symbolicLink: .symlink(path: path)
        default: .notRegularFile(path: path, kind: status.kind)
        }
    }

    private static func readError(_ error: FileSystemError, path: String) -> FileReadError {
        switch error.errno {
        case ELOOP: .symlink(path: path)
        case EACCES, EPERM: .unreadable(path: path)
        default: .system(error)
        }
    }
}
