import Glibc

extension AtomicFileWriter {
    /// Temporary files younger than this may belong to another instance in the middle of a save,
    /// so they are never removed, whatever age the caller asks for.
    public static let minimumTemporaryAge = 10

    /// Deletes temporary files a crashed save of `path` left behind: only names this writer
    /// makes (`.<name>.tmp-<pid>-<hex>`), only regular files, only those last modified at least
    /// `seconds` (and never fewer than `minimumTemporaryAge`) seconds ago. Best effort: files
    /// that cannot be inspected or removed are skipped. Returns the paths removed.
    @discardableResult
    public func removeStaleTemporaries(for path: String, olderThan seconds: Int) -> [String] {
        let directory = StoragePath.directory(of: path)
        let name = StoragePath.name(of: path)
        guard let names = try? fileSystem.contentsOfDirectory(directory) else { return [] }
        let minimumAge = max(seconds, Self.minimumTemporaryAge)
        let now = Int(time(nil))
        var removed: [String] = []
        for candidate in names.sorted() where StoragePath.isTemporaryName(candidate, for: name) {
            let temporary = StoragePath.join(directory, candidate)
            guard let status = try? fileSystem.linkStatus(temporary), status.kind == .regular,
                now - status.modificationTime >= minimumAge
            else { continue }
            if (try? fileSystem.remove(temporary)) != nil { removed.append(temporary) }
        }
        return removed
    }

    /// Moves `path` out of the way to `path + suffix` (replacing an older file there) so that a
    /// file Aisle cannot use is kept for the user instead of being overwritten; returns the new
    /// path. The directory flush afterwards is best effort: the move has already happened.
    @discardableResult
    public func setAside(
        _ path: String, suffix: String = ".corrupt"
    ) throws(FileSystemError) -> String {
        let destination = path + suffix
        try fileSystem.rename(path, to: destination)
        try? syncDirectory(StoragePath.directory(of: path))
        return destination
    }
}
