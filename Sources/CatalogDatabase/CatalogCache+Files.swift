import StateFiles
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// A catalog opened through its cache, with what to tell the user about the cache.
public struct OpenedStore: Sendable {
    /// The catalog's store.
    public let store: SQLiteCatalogStore
    /// One line when the cache was rebuilt or could not be kept; nil otherwise.
    public let notice: String?
}

extension CatalogCache {
    /// Creates `directory` (and its parents) for the user alone; false when it cannot be.
    func makeDirectory(_ directory: String) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        let parent = StoragePath.directory(of: directory)
        guard parent != directory, makeDirectory(parent) else { return false }
        return mkdir(directory, 0o700) == 0 || errno == EEXIST
    }

    /// Puts a finished import in place: its bytes on disk first, then the rename, then the
    /// directory, so a power cut leaves the old cache or the new one, never a torn file.
    static func commit(
        _ temporary: String, to path: String, in directory: String
    ) throws(CatalogImportError) {
        let file = Glibc.open(temporary, O_RDONLY | O_CLOEXEC)
        // What the user browses is nobody else's business, as for the other files.
        if file >= 0 { _ = fchmod(file, 0o600) }
        guard file >= 0, fsync(file) == 0 || errno == EINVAL else {
            if file >= 0 { close(file) }
            throw .storage(path: path, reason: String(cString: strerror(errno)))
        }
        close(file)
        guard rename(temporary, path) == 0 else {
            throw .storage(path: path, reason: String(cString: strerror(errno)))
        }
        let folder = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// Removes what killed imports of the cache at `path` left behind.
    static func removeTemporaries(of path: String, in directory: String) {
        let prefix = StoragePath.name(of: path) + ".tmp-"
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(prefix) { unlink(StoragePath.join(directory, name)) }
        }
    }

    /// The catalog imported into a temporary file that is removed at once (the open database
    /// keeps it readable): for when no cache may be kept or written. Costs an import at every
    /// start.
    func temporaryImport(
        _ source: String, _ meta: [String: String],
        _ progress: @escaping (ImportProgress) -> Void
    ) throws(CatalogImportError) -> OpenedStore {
        let base = ProcessInfoLite.temporaryDirectory()
        let path = StoragePath.join(
            base, "aisle-catalog-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sqlite")
        defer { unlink(path) }
        try CatalogImport.build(source: source, destination: path, meta: meta, progress: progress)
        guard case .success(let store) = Self.judge(path, meta) else {
            throw .storage(path: path, reason: "the imported catalog could not be opened")
        }
        // No notice: the reason a directory is refused is told by the state files' notice, and
        // a small catalog imports unnoticed; a large one shows its progress at each start.
        return OpenedStore(store: store, notice: nil)
    }
}

/// `$TMPDIR`, else `/tmp`.
enum ProcessInfoLite {
    static func temporaryDirectory() -> String {
        if let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/") {
            return value
        }
        return "/tmp"
    }
}
