import StateFiles
import Storefront

#if canImport(Glibc)
    import Glibc
#endif

/// A catalog opened through its cache, with what happened to the cache on the way.
public struct OpenedStore: Sendable {
    /// The catalog's store.
    public let store: SQLiteCatalogStore
    /// Why the cache was rebuilt, when it was there but unusable.
    public var rebuilt: CatalogCacheProblem?
    /// Why no cache is kept and the catalog was imported for this run only.
    public var notKept: CacheUnavailable?
    /// What the import that built the store had to say (products left out, notes), nil when
    /// the store was a cache already built.
    public var report: ImportReport?

    /// A store, and what became of its cache.
    init(
        store: SQLiteCatalogStore, rebuilt: CatalogCacheProblem? = nil,
        notKept: CacheUnavailable? = nil, report: ImportReport? = nil
    ) {
        self.store = store
        self.rebuilt = rebuilt
        self.notKept = notKept
        self.report = report
    }

    /// One line for the user when there is something to say about the cache: it was rebuilt,
    /// or it could not be kept for a reason nothing else tells (a refused directory is told by
    /// the state files' notice, an inspection needs none).
    public var notice: String? {
        if let rebuilt {
            // A cache that failed a read and was not rebuilt (an inspection, a full disk).
            guard notKept == nil else {
                return "Imported the catalog for this run only: \(rebuilt.reason)."
            }
            return "Rebuilt the catalog cache: \(rebuilt.reason)."
        }
        switch notKept {
        case nil, .noDirectory, .refused, .inspecting: return nil
        case .holderStalled, .writeFailed, .lockUnavailable:
            return "Imported the catalog for this run only: \(notKept?.reason ?? "")."
        }
    }
}

extension CatalogCache {
    /// Beside the cache: the cache set aside when a read of it failed, until it is rebuilt.
    static let damagedSuffix = ".damaged"
    /// In the meta asked of a cache, not written: all or nothing is asked (`--strict`), so a
    /// cache that left products out will not do.
    static let strictKey = "strict"

    /// The cache at `path` if it is whole and was built from the catalog `meta` describes.
    /// Unless only inspecting, the store sets its file aside the moment a read fails, so that
    /// the next open rebuilds it.
    func judge(_ path: String, _ meta: [String: String]) -> Result<SQLiteCatalogStore, Verdict> {
        // Never through a link, like every file Aisle keeps (DECISIONS.md).
        guard let status = try? writer.fileSystem.linkStatus(path) else {
            return .failure(.missing)
        }
        guard status.kind == .regular, status.owner == writer.trust.user else {
            return .failure(.problem(.notOurs))
        }
        let onFailure = settingAside(path, identity: status.identity)
        do throws(CatalogCacheProblem) {
            let store = try SQLiteCatalogStore(path: path, onFailure: onFailure)
            // A currency named (`--currency`) must be the one the cache was built with; a
            // cache built without one serves a start that names none.
            guard store.meta["source"] == meta["source"],
                store.meta["fingerprint"] == meta["fingerprint"],
                meta["currencyFlag"] == nil || store.meta["currencyFlag"] == meta["currencyFlag"],
                meta[Self.strictKey] == nil || store.meta["leftOut"] == nil
            else { return .failure(.problem(.stale)) }
            return .success(store)
        } catch {
            return .failure(.problem(error))
        }
    }

    /// What to do when a read of the cache at `path` fails: move it aside as `<path>.damaged`
    /// if it is still the file with `identity` (another Aisle may have rebuilt it meanwhile),
    /// so that the next open rebuilds it; nothing when only inspecting. Never waits: it runs
    /// when a screen's read has just failed.
    private func settingAside(
        _ path: String, identity: FileIdentity
    ) -> @Sendable (CatalogStoreError) -> Void {
        guard keeps else { return { _ in } }
        let writer = writer
        return { _ in
            guard let status = try? writer.fileSystem.linkStatus(path), status.identity == identity
            else { return }
            _ = try? writer.setAside(path, suffix: Self.damagedSuffix)
        }
    }

    /// The catalog imported into a temporary file that is removed at once (the open database
    /// keeps it readable): for when no cache may be kept or written (`reason`). Costs an
    /// import at every start.
    func temporaryImport(
        _ source: String, _ meta: [String: String], _ options: ImportOptions,
        _ progress: @escaping (ImportProgress) -> Void, because reason: CacheUnavailable
    ) throws(CatalogImportError) -> OpenedStore {
        let fileSystem = writer.fileSystem
        let name = "aisle-catalog-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let path = StoragePath.join(Self.temporaryDirectory(), name + ".sqlite")
        // Where the full-text index is built meanwhile (`CatalogImport.build`).
        let scratch = StoragePath.join(Self.temporaryDirectory(), name + "-search.sqlite")
        do throws(FileSystemError) {
            // Made here, exclusively and never through a link, for SQLite to fill.
            let flags = O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
            try fileSystem.close(try fileSystem.open(path, flags: flags, mode: 0o600))
            do throws(FileSystemError) {
                try fileSystem.close(try fileSystem.open(scratch, flags: flags, mode: 0o600))
            } catch {
                try? fileSystem.remove(path)
                throw error
            }
        } catch {
            throw .unwritable(temporary: .file(error), cache: reason)
        }
        defer {
            try? fileSystem.remove(path)
            try? fileSystem.remove(scratch)
        }
        let report: ImportReport
        do throws(CatalogImport.Failure) {
            report = try CatalogImport.build(
                source: source, destination: path, scratch: scratch,
                meta: meta.filter { $0.key != Self.strictKey }, options: options,
                progress: progress)
        } catch {
            switch error {
            case .catalog(let error): throw .catalog(error)
            case .write(let failure): throw .unwritable(temporary: failure, cache: reason)
            }
        }
        do throws(CatalogCacheProblem) {
            return OpenedStore(
                store: try SQLiteCatalogStore(path: path), notKept: reason, report: report)
        } catch {
            let code = Verdict.problem(error).code
            throw .unwritable(temporary: .database(path: path, code: code), cache: reason)
        }
    }

    /// `$TMPDIR` when it is an absolute path, else `/tmp`.
    static func temporaryDirectory() -> String {
        if let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/") {
            return value
        }
        return "/tmp"
    }

    /// Why a cache cannot be used as it is.
    enum Verdict: Error {
        /// There is none.
        case missing
        /// There is one, but not usable.
        case problem(CatalogCacheProblem)

        /// SQLite's result code for a file that cannot be used: its own when a read failed,
        /// else `SQLITE_CORRUPT` (11).
        var code: Int32 {
            switch self {
            case .problem(.unreadable(.readFailed(_, let code))): code
            default: 11
            }
        }
    }
}
