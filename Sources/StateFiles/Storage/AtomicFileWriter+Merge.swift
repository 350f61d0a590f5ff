import Glibc

extension AtomicFileWriter {
    /// Replaces `path` with what `merge` makes of the bytes it holds now, reading and
    /// replacing under the advisory lock, so that two instances saving the same file each
    /// merge over the other's last save instead of over what they read at start.
    ///
    /// `merge` gets the file's bytes (nil when there is none, or it cannot be read: a link,
    /// not a regular file, more than `limit` bytes, unreadable) and returns the bytes to
    /// write, or nil to leave the file as it is; nil is returned then. Otherwise this is
    /// `write(_:to:)`: same trust rules, same atomic replacement, same outcome. The lock is
    /// held for the whole read, write and rename, and given up on after `lockTimeout` like
    /// any other save's: a stuck peer must never stop this instance from saving.
    @discardableResult
    public func write(
        to path: String, limit: Int, merging merge: ([UInt8]?) -> [UInt8]?
    ) throws(FileSystemError) -> SaveOutcome? {
        do throws(FileSystemError) {
            let (directory, name) = try prepareTarget(path)
            let lock = acquireLock(in: directory, for: name)
            defer { release(lock) }
            let current = try? SafeFileReader(fileSystem: fileSystem).read(path, limit: limit)
            guard let bytes = merge(current) else { return nil }
            return try replace(path, with: bytes, in: directory, name: name)
        } catch {
            throw .save(path: path, cause: error)
        }
    }
}
