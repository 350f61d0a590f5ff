import StateFiles
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// Opens catalogs through their cache under `$XDG_CACHE_HOME/aisle`: a catalog file is
/// imported once into a SQLite database, and every later start opens that database, checking
/// only that it was built from the file as it is now. A missing, stale, damaged, foreign or
/// truncated cache is rebuilt (with a notice unless it was simply missing); two instances
/// importing at once take turns on a lock, so the second finds the first one's cache.
public struct CatalogCache: Sendable {
    /// Where caches are kept, nil when no directory may be used (then each start imports
    /// into a temporary file).
    public let directory: String?

    /// The cache directory `environment` names (`accountHome` standing in for an unset
    /// `HOME`), if `trust` allows keeping files there, as for the state directories.
    public init(
        environment: [String: String], accountHome: () -> String? = AccountHome.current,
        trust: DirectoryTrust = DirectoryTrust()
    ) {
        do throws(XDGError) {
            let (directory, home) = try XDGDirectories.aisleCacheDirectory(
                environment: environment, accountHome: accountHome)
            if trust.problem(keepingFilesIn: directory, home: home) != nil {
                self.directory = nil
            } else {
                self.directory = directory
            }
        } catch {
            directory = nil
        }
    }

    /// The catalog file at `source`, known as `key` (`CatalogKey`), opened from its cache,
    /// imported first when needed. `progress` is told how an import is going.
    public func open(
        source: String, key: String, progress: @escaping (ImportProgress) -> Void
    ) throws(CatalogImportError) -> OpenedStore {
        guard let fingerprint = SourceFingerprint.of(source) else {
            // Let the reader say why the file cannot be opened, in its usual words.
            do throws(CatalogError) {
                let (file, _) = try Catalog.openCatalogFile(source)
                close(file.descriptor)
            } catch {
                throw .catalog(error)
            }
            throw .catalog(.unreadable(reason: "no such file"))
        }
        let meta = ["source": key, "fingerprint": fingerprint]
        guard let directory, makeDirectory(directory) else {
            return try temporaryImport(source, meta, progress)
        }
        let path = StoragePath.join(directory, SourceFingerprint.fileName(for: key))
        var problem = Self.judge(path, meta)
        if case .success(let store) = problem { return OpenedStore(store: store, notice: nil) }
        // One importer at a time: whoever waited finds the cache the other one built.
        let lock = Glibc.open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0, flock(lock, LOCK_EX) == 0 {
            problem = Self.judge(path, meta)
            if case .success(let store) = problem { return OpenedStore(store: store, notice: nil) }
            // Holding the lock, any temporary file left here is from an import that was killed.
            Self.removeTemporaries(of: path, in: directory)
        }
        // Unique even without the lock (a file system without `flock`): this import's own.
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do throws(CatalogImportError) {
            try CatalogImport.build(
                source: source, destination: temporary, meta: meta, progress: progress)
            try Self.commit(temporary, to: path, in: directory)
        } catch .catalog(let error) {
            unlink(temporary)
            throw .catalog(error)
        } catch {
            unlink(temporary)
            return try temporaryImport(source, meta, progress)
        }
        guard case .success(let store) = Self.judge(path, meta) else {
            throw .storage(path: path, reason: "the new cache could not be opened")
        }
        let notice: String? =
            switch problem {
            case .failure(.missing), .success: nil
            case .failure(let problem): "Rebuilt the catalog cache: \(problem.reason)."
            }
        return OpenedStore(store: store, notice: notice)
    }

    /// The cache at `path` if it is whole and was built from the catalog `meta` describes.
    static func judge(_ path: String, _ meta: [String: String]) -> Result<
        SQLiteCatalogStore, Verdict
    > {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(.missing) }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else {
            return .failure(.problem(.damaged("it is not a file of this user's")))
        }
        do throws(CatalogCacheProblem) {
            let store = try SQLiteCatalogStore(path: path)
            guard store.meta["source"] == meta["source"],
                store.meta["fingerprint"] == meta["fingerprint"]
            else { return .failure(.problem(.stale)) }
            return .success(store)
        } catch {
            return .failure(.problem(error))
        }
    }

    /// Why a cache cannot be used as it is.
    enum Verdict: Error {
        /// There is none.
        case missing
        /// There is one, but not usable.
        case problem(CatalogCacheProblem)

        var reason: String {
            switch self {
            case .missing: "there was none"
            case .problem(let problem): problem.reason
            }
        }
    }
}
