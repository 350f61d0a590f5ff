import Glibc

extension AtomicFileWriter {
    /// Makes a new, empty temporary file beside `path` (`.<name>.tmp-<pid>-<hex>`, mode 0600,
    /// created exclusively, never through a link) for another library to fill (SQLite building
    /// a catalog cache); `commitFilled` then puts it in place as a save would. The directory is
    /// made ready first, under the same rules as a save's. Returns the temporary's path.
    public func createFilled(for path: String) throws(FileSystemError) -> String {
        do throws(FileSystemError) {
            let (directory, name) = try prepareTarget(path)
            let (file, temporary) = try createTemporary(in: directory, for: name)
            do throws(FileSystemError) {
                try fileSystem.setPermissions(of: file, to: 0o600)
                try fileSystem.close(file)
            } catch {
                try? fileSystem.remove(temporary)
                throw error
            }
            return temporary
        } catch {
            throw .save(path: path, cause: error)
        }
    }

    /// Puts the filled temporary `temporary` (from `createFilled(for: path)`) in place of
    /// `path`: its bytes flushed to disk first, then the rename, then the directory, so that a
    /// crash leaves the old file or the new one, never a torn one. On failure the temporary is
    /// removed and `path` is as it was; a failed directory flush alone is `.notDurable`.
    @discardableResult
    public func commitFilled(
        _ temporary: String, to path: String
    ) throws(FileSystemError) -> SaveOutcome {
        do throws(FileSystemError) {
            let file = try fileSystem.open(
                temporary, flags: O_RDONLY | O_NOFOLLOW | O_CLOEXEC, mode: 0)
            do throws(FileSystemError) {
                // The other library created nothing itself, but its writes may still be in the
                // page cache only.
                try fileSystem.sync(file)
            } catch {
                try? fileSystem.close(file)
                throw error
            }
            try fileSystem.close(file)
            return try rename(temporary, over: path, in: StoragePath.directory(of: path))
        } catch {
            try? fileSystem.remove(temporary)
            throw .save(path: path, cause: error)
        }
    }
}
