import AisleApp
import CatalogDatabase
import Navigation
import StateFiles
import Storefront
import UserData

/// Everything a command needs before any terminal work: the catalog, the files with their
/// verdicts, and the state they restore, with the notices to show.
public struct Startup {
    /// The state to start from.
    public var state: AppState
    /// The files, read, with their verdicts deciding what may be saved.
    public var persistence: Persistence
    /// What to tell the user, most important first.
    public var notices: [String] = []
    /// The process environment start-up read (`NO_COLOR`, `AISLE_BENCH_TRACE` are read later).
    public let environment: [String: String]
    /// Clocks and randomness for the run.
    public let dependencies: RuntimeDependencies

    /// Loads catalog, cart and orders and reads the session as `options` say.
    public init(
        options: StartupOptions, environment: [String: String],
        dependencies: RuntimeDependencies = .live, fileSystem: any FileSystem = SystemFileSystem(),
        bundledCatalog: () -> String? = CatalogLocator.bundledCatalog
    ) throws(StartupError) {
        let opened = try Self.catalog(
            for: options, environment: environment, bundled: bundledCatalog,
            cache: CatalogCache(
                environment: environment, accountHome: dependencies.accountHome,
                trust: DirectoryTrust(fileSystem: fileSystem, user: dependencies.user)))
        try self.init(
            options: options, catalog: opened, environment: environment,
            dependencies: dependencies, fileSystem: fileSystem)
    }

    /// Loads cart and orders and reads the session as `options` say, for a catalog already
    /// loaded: the step that touches state files (a damaged one is set aside unless
    /// `options.readOnly`), which a caller may put off until it knows the run can go ahead.
    public init(
        options: StartupOptions, catalog opened: OpenedCatalog, environment: [String: String],
        dependencies: RuntimeDependencies = .live, fileSystem: any FileSystem = SystemFileSystem()
    ) throws(StartupError) {
        let catalog = opened.catalog
        self.environment = environment
        self.dependencies = dependencies
        let writer = AtomicFileWriter(
            fileSystem: fileSystem, clock: dependencies.clock, user: dependencies.user)
        let storage = StorageCheck(
            environment: environment, accountHome: dependencies.accountHome, trust: writer.trust,
            customer: options.customer)
        persistence = Persistence(
            storage: storage, writer: writer, catalogKey: opened.key,
            untaggedOwner: opened.untaggedOwner)
        let now = dependencies.wallClock()
        let damaged: DamagedFile =
            options.readOnly ? .leaveInPlace : .setAside(stamp: Timestamp.compact(now))
        if !options.readOnly {
            // Temporary files from saves a crash interrupted; never ones young enough to
            // belong to another instance saving right now.
            for path in persistence.paths {
                writer.removeStaleTemporaries(for: path, olderThan: 60)
            }
        }
        let userData = UserDataOpening(
            persistence: &persistence, readOnly: options.readOnly, writer: writer,
            damaged: damaged, stamp: Timestamp.compact(now))
        // Only this catalog's lines are read; reconciling them is written back as changes.
        var cart = userData.snapshot.cart
        let dropped = cart.reconcile(with: catalog)
        let month = Timestamp.thisMonth(now)
        state = AppState(
            catalog: catalog, cart: cart, orders: userData.snapshot.orders,
            today: YearMonth(year: month.year, month: month.month))
        notices += [opened.notice, storage.notice].compactMap { $0 } + userData.notices
        if let store = userData.store {
            persistence.userData = UserDataSync(store: store, snapshot: userData.snapshot)
        }
        // The kept address fills the form whatever the session says (`--fresh` included), before
        // checkout screens are judged by it.
        let profile = userData.snapshot.profile
        if let profile { state.draft.shipping.fill(from: profile) }
        if !dropped.isEmpty {
            let ids = dropped.map(\.rawValue).joined(separator: ", ")
            notices.append("Removed from the cart, no longer sold: \(ids)")
        }
        // Inspecting a fresh start has nothing to say about the saved screens.
        if options.session == .fresh, options.readOnly { return }
        persistence.session?.read(using: SessionDocument.read, writer: writer, damaged: damaged)
        notices += [persistence.session?.notice].compactMap { $0 }
        var document = persistence.readSession?.session(forCatalog: opened.key)
        if let profile, document != nil {
            var draft = document?.checkout ?? CheckoutDraft()
            draft.shipping.fill(from: profile)
            document?.checkout = draft
        }
        switch options.session {
        case .restore:
            if let document, let restored = SessionRestore.apply(document, to: &state) {
                notices.insert(restored.text, at: 0)
            }
        case .link(let routes):
            // The draft first: a checkout step in the link is valid only if it is filled in.
            state.draft = document?.checkout ?? state.draft
            if let problem = state.follow(routes) { notices.insert(problem, at: 0) }
        case .fresh:
            break
        }
    }

    /// The catalog `options` name (`--catalog`, else `AISLE_CATALOG`, else the bundled one),
    /// with its `CatalogKey`, opened from its cache under `$XDG_CACHE_HOME/aisle` and imported
    /// there first when the file is new or has changed (shown by `progressBar`, if it gives one).
    /// Reads that one file and its cache and touches no state file.
    public static func catalog(
        for options: StartupOptions, environment: [String: String],
        bundled: () -> String? = CatalogLocator.bundledCatalog,
        cache: CatalogCache? = nil,
        progressBar: (_ importing: String) -> ImportProgressBar? = { _ in nil }
    ) throws(StartupError) -> OpenedCatalog {
        let named =
            options.catalog ?? environment["AISLE_CATALOG"].flatMap { $0.isEmpty ? nil : $0 }
        guard let path = named ?? bundled() else { throw .catalogNotFound }
        let key =
            named.map { CatalogKey.of(path: $0, bundledPath: bundled()) } ?? CatalogKey.bundled
        let opened: OpenedStore
        let bar = progressBar(path)
        defer { bar?.finish() }
        do throws(CatalogImportError) {
            opened = try (cache ?? CatalogCache(environment: environment)).open(
                source: path, key: key, progress: { bar?.update($0) })
        } catch {
            switch error {
            case .catalog(let problem): throw .catalog(problem, file: path)
            case .storage(let path, let reason): throw .catalogImport(path: path, reason: reason)
            }
        }
        return OpenedCatalog(
            catalog: Catalog(store: opened.store), key: key,
            untaggedOwner: CatalogKey.ownerOfUntagged(
                environment: environment, bundledPath: bundled()),
            notice: opened.notice)
    }
}
