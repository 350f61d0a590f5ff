import CatalogDatabase
import StateFiles
import Storefront

extension Startup {
    /// The catalog `options` name (`--catalog`, else `AISLE_CATALOG`, else the bundled one),
    /// with its `CatalogKey`, opened from its cache under `$XDG_CACHE_HOME/aisle` and imported
    /// there first when the file is new or has changed (shown by `progressBar`, if it gives one,
    /// which also says when another Aisle's import of it is being waited for). Reads that one
    /// file and its cache and touches no state file.
    public static func catalog(
        for options: StartupOptions, environment: [String: String],
        bundled: () -> String? = CatalogLocator.bundledCatalog,
        cache: CatalogCache? = nil,
        progressBar: @escaping @Sendable (_ importing: String) -> ImportProgressBar? = { _ in nil }
    ) throws(StartupError) -> OpenedCatalog {
        let named =
            options.catalog ?? environment["AISLE_CATALOG"].flatMap { $0.isEmpty ? nil : $0 }
        guard let path = named ?? bundled() else { throw .catalogNotFound }
        let key =
            named.map { CatalogKey.of(path: $0, bundledPath: bundled()) } ?? CatalogKey.bundled
        let owner = CatalogKey.ownerOfUntagged(environment: environment, bundledPath: bundled())
        let cache = cache ?? CatalogCache(environment: environment)
        return try open(
            path, key: key, owner: owner, cache: cache, failedRead: nil,
            imports: options.imports, progressBar: progressBar)
    }

    /// The catalog at `path` opened through `cache`; `failedRead` is the failure of the store
    /// opened before, when this opens it again.
    private static func open(
        _ path: String, key: String, owner: String, cache: CatalogCache,
        failedRead: CatalogStoreError?, imports: ImportOptions,
        progressBar: @escaping @Sendable (_ importing: String) -> ImportProgressBar?
    ) throws(StartupError) -> OpenedCatalog {
        let opened: OpenedStore
        let bar = progressBar(path)
        defer { bar?.finish() }
        do throws(CatalogImportError) {
            opened = try cache.open(
                source: path, key: key, failedRead: failedRead, options: imports,
                progress: { bar?.update($0) })
        } catch {
            switch error {
            case .catalog(let problem): throw .catalog(problem, file: path)
            case .unwritable(let temporary, let reason):
                throw .catalogImport(temporary: temporary, cache: reason)
            }
        }
        var catalog = OpenedCatalog(
            catalog: Catalog(store: opened.store), key: key, untaggedOwner: owner,
            notice: opened.notice ?? opened.report?.summary,
            reopen: { failure throws(StartupError) in
                try open(
                    path, key: key, owner: owner, cache: cache, failedRead: failure,
                    imports: imports, progressBar: progressBar)
            })
        catalog.report = opened.report
        return catalog
    }
}
