import StateFiles
import Storefront

/// Opens catalogs through their cache under `$XDG_CACHE_HOME/aisle`: a catalog file is
/// imported once into a SQLite database, and every later start opens that database, checking
/// only that it was built from the file as it is now. A missing, stale, damaged, foreign or
/// truncated cache is rebuilt (with a notice unless it was simply missing), and so is one that
/// failed a read (set aside as `<cache>.damaged` the moment it failed). Every file step goes
/// through `StateFiles`: the directory, the lock (whose wait gives up on a stopped holder), the
/// temporary file, its fsync and the rename.
public struct CatalogCache: Sendable {
    /// Where caches are kept, nil when no directory may be used (then each start imports
    /// into a temporary file).
    public let directory: String?
    /// Why no directory may be used, when `directory` is nil.
    public let unavailable: CacheUnavailable?
    /// The file layer every step goes through.
    let writer: AtomicFileWriter
    /// Whether caches are written: an inspection uses a good cache but never makes one.
    let keeps: Bool

    /// The cache directory `environment` names (`accountHome` standing in for an unset
    /// `HOME`), if `writer`'s trust allows keeping files there, as for the state directories.
    /// With `keeps` false (an inspection) no cache is created, rebuilt or set aside: a good one
    /// is used, else the catalog is imported into a temporary file.
    public init(
        environment: [String: String], accountHome: () -> String? = AccountHome.current,
        writer: AtomicFileWriter = AtomicFileWriter(), keeps: Bool = true
    ) {
        self.writer = writer
        self.keeps = keeps
        do throws(XDGError) {
            let (directory, home) = try XDGDirectories.aisleCacheDirectory(
                environment: environment, accountHome: accountHome)
            if let problem = writer.trust.problem(keepingFilesIn: directory, home: home) {
                self.directory = nil
                unavailable = .refused(problem)
            } else {
                self.directory = directory
                unavailable = nil
            }
        } catch {
            directory = nil
            unavailable = .noDirectory(error)
        }
    }

    /// The catalog file at `source`, known as `key` (`CatalogKey`), opened from its cache,
    /// imported first when needed. `progress` is told how an import (or the wait for another
    /// Aisle's) is going. `failedRead` is the failure of the store opened before, when the
    /// caller asks again: the notice says so, and an inspection, which leaves that cache where it
    /// is, imports into a temporary file instead of trusting it.
    /// `options` (`--currency`, `--strict`) are kept with the cache: a cache built with
    /// another currency, or one that left products out when all or nothing is asked, is
    /// rebuilt.
    public func open(
        source: String, key: String, failedRead: CatalogStoreError? = nil,
        options: ImportOptions = ImportOptions(),
        progress: @escaping (ImportProgress) -> Void
    ) throws(CatalogImportError) -> OpenedStore {
        var opened = try open(source, key, failedRead, options, progress)
        // Asked again after a failed read: whatever was done, the notice says why.
        if let failedRead, opened.rebuilt == nil { opened.rebuilt = .failedRead(failedRead) }
        return opened
    }

    private func open(
        _ source: String, _ key: String, _ failedRead: CatalogStoreError?,
        _ options: ImportOptions, _ progress: @escaping (ImportProgress) -> Void
    ) throws(CatalogImportError) -> OpenedStore {
        let fingerprint = try Self.fingerprint(of: source)
        var meta = ["source": key, "fingerprint": fingerprint].merging(options.meta) { $1 }
        if options.strict { meta[Self.strictKey] = "yes" }
        guard let directory else {
            return try temporaryImport(
                source, meta, options, progress, because: unavailable ?? .inspecting)
        }
        let path = StoragePath.join(directory, SourceFingerprint.fileName(for: key))
        // An inspection leaves a cache that failed a read where it is, so cannot trust it again.
        guard keeps || failedRead == nil else {
            return try temporaryImport(source, meta, options, progress, because: .inspecting)
        }
        if case .success(let store) = judge(path, meta) { return OpenedStore(store: store) }
        guard keeps else {
            return try temporaryImport(source, meta, options, progress, because: .inspecting)
        }
        do throws(FileSystemError) {
            try writer.prepareDirectory(directory)
        } catch {
            return try temporaryImport(
                source, meta, options, progress, because: Self.unavailable(error))
        }
        // One importer at a time: whoever waited finds the cache the other one built.
        let lock: HeldLock
        switch writer.lockForLongWork(path, waiting: { progress(.waiting) }) {
        case .acquired(let held): lock = held
        case .holderStalled:
            return try temporaryImport(source, meta, options, progress, because: .holderStalled)
        case .unavailable:
            return try temporaryImport(source, meta, options, progress, because: .lockUnavailable)
        }
        defer { lock.release() }
        var problem: CatalogCacheProblem?
        switch judge(path, meta) {
        case .success(let store): return OpenedStore(store: store)
        case .failure(.missing):
            let damaged = (try? writer.fileSystem.linkStatus(path + Self.damagedSuffix)) != nil
            problem = damaged ? .failedRead(failedRead) : nil
        case .failure(.problem(let found)): problem = found
        }
        // Holding the lock, any temporary file left here is from an import that was killed.
        writer.removeAbandonedTemporaries(for: path)
        let report: ImportReport
        do throws(CatalogImport.Failure) {
            // The lock's heartbeat vouches for the import only while it advances.
            report = try build(source, into: path, meta, options) { step in
                lock.progressed()
                progress(step)
            }
        } catch {
            switch error {
            case .catalog(let error): throw .catalog(error)
            case .write(let failure):
                return try temporaryImport(
                    source, meta, options, progress, because: .writeFailed(failure))
            }
        }
        try? writer.fileSystem.remove(path + Self.damagedSuffix)
        switch judge(path, meta) {
        case .success(let store):
            return OpenedStore(store: store, rebuilt: problem, report: report)
        case .failure(let verdict):
            // Written and synced, yet not readable back: this disk cannot keep a cache now.
            let failure = CatalogWriteFailure.database(path: path, code: verdict.code)
            return try temporaryImport(
                source, meta, options, progress, because: .writeFailed(failure))
        }
    }

    /// The catalog imported into a new temporary file beside `path` and put in place through
    /// `StateFiles` (fsync, rename, fsync of the directory).
    private func build(
        _ source: String, into path: String, _ meta: [String: String], _ options: ImportOptions,
        _ progress: @escaping (ImportProgress) -> Void
    ) throws(CatalogImport.Failure) -> ImportReport {
        let temporary: String
        let scratch: String
        do throws(FileSystemError) {
            temporary = try writer.createFilled(for: path)
            do throws(FileSystemError) {
                // The full-text index is built here meanwhile; a temporary like the other, so
                // one left by a killed import is removed as they are.
                scratch = try writer.createFilled(for: path)
            } catch {
                try? writer.fileSystem.remove(temporary)
                throw error
            }
        } catch {
            throw .write(.file(error))
        }
        defer { try? writer.fileSystem.remove(scratch) }
        let report: ImportReport
        do throws(CatalogImport.Failure) {
            report = try CatalogImport.build(
                source: source, destination: temporary, scratch: scratch,
                meta: meta.filter { $0.key != Self.strictKey }, options: options,
                progress: progress)
        } catch {
            try? writer.fileSystem.remove(temporary)
            throw error
        }
        do throws(FileSystemError) {
            // A directory flush that failed leaves a cache that may not survive a crash: a
            // cache, so that costs at most one more import.
            try writer.commitFilled(temporary, to: path)
        } catch {
            throw .write(.file(error))
        }
        return report
    }

    /// The fingerprint of the catalog file, or the reader's own words for why it cannot be
    /// opened.
    static func fingerprint(of source: String) throws(CatalogImportError) -> String {
        if let fingerprint = SourceFingerprint.of(source) { return fingerprint }
        do throws(CatalogError) {
            let (file, _) = try Catalog.openCatalogFile(source)
            try? SystemFileSystem().close(file)
        } catch {
            throw .catalog(error)
        }
        throw .catalog(.unreadable(reason: "no such file"))
    }

    /// Why a directory that could not be prepared keeps no cache.
    static func unavailable(_ error: FileSystemError) -> CacheUnavailable {
        switch error {
        case .save(_, .refused(let problem)), .refused(let problem): .refused(problem)
        default: .writeFailed(.file(error))
        }
    }
}
