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
    /// What an inspection (`aisle session`, `aisle link`) tells on stderr: the notices that
    /// say its answer is not the saved session as it stands (screens lost, a file unreadable,
    /// a catalog that failed a read), without those for someone about to use the screens
    /// (the card to type again, the cart lines a launch removes).
    public var warnings: [String] = []
    /// The process environment start-up read (`NO_COLOR`, `AISLE_BENCH_TRACE` are read later).
    public let environment: [String: String]
    /// Clocks and randomness for the run.
    public let dependencies: RuntimeDependencies

    /// Loads catalog, cart and orders and reads the session as `options` say; with `keepsCache`
    /// false (an inspection) no catalog cache is created or rebuilt. `savedPaths`: see below.
    public init(
        options: StartupOptions, environment: [String: String],
        dependencies: RuntimeDependencies = .live, fileSystem: any FileSystem = SystemFileSystem(),
        keepsCache: Bool = true, bundledCatalog: () -> String? = CatalogLocator.bundledCatalog,
        savedPaths: (any ShopStore)? = nil
    ) throws(StartupError) {
        let opened = try Self.catalog(
            for: options, environment: environment, bundled: bundledCatalog,
            // The cache is no state file: faults injected into those (`fileSystem`) and the
            // test clock leave it alone; its waits are on another process, in real time.
            cache: CatalogCache(
                environment: environment, accountHome: dependencies.accountHome,
                writer: AtomicFileWriter(user: dependencies.user), keeps: keepsCache))
        try self.init(
            options: options, catalog: opened, environment: environment,
            dependencies: dependencies, fileSystem: fileSystem, savedPaths: savedPaths)
    }

    /// Loads cart and orders and reads the session as `options` say, for a catalog already
    /// loaded: the step that touches state files (a damaged one is set aside unless
    /// `options.readOnly`), which a caller may put off until it knows the run can go ahead.
    /// `savedPaths`, an open shop store that keeps customers' saved paths, keeps the saved
    /// screens instead of the file (as the user-data store does when its engine keeps them).
    public init(
        options: StartupOptions, catalog opened: OpenedCatalog, environment: [String: String],
        dependencies: RuntimeDependencies = .live, fileSystem: any FileSystem = SystemFileSystem(),
        savedPaths: (any ShopStore)? = nil
    ) throws(StartupError) {
        self.environment = environment
        self.dependencies = dependencies
        let writer = AtomicFileWriter(
            fileSystem: fileSystem, clock: dependencies.clock, user: dependencies.user)
        let storage = StorageCheck(
            environment: environment, accountHome: dependencies.accountHome, trust: writer.trust,
            customer: options.customer)
        persistence = Persistence(
            storage: storage, writer: writer, catalogKey: opened.key,
            untaggedOwner: opened.untaggedOwner,
            databaseServer: dependencies.shopStore?.location)
        let now = dependencies.wallClock()
        let damaged: DamagedFile =
            options.readOnly ? .leaveInPlace : .setAside(stamp: Timestamp.compact(now))
        if !options.readOnly {
            // Before anything is read: a reset in progress finishes first, and none starts
            // while this instance may still save over it. The lock is no state file: faults
            // injected into those (`fileSystem`) and the test clock leave it alone.
            persistence.announceRunning(with: AtomicFileWriter(user: dependencies.user))
            // Temporary files from saves a crash interrupted; never ones young enough to
            // belong to another instance saving right now.
            for path in persistence.paths {
                writer.removeStaleTemporaries(for: path, olderThan: 60)
            }
        }
        let userData = UserDataOpening(
            persistence: &persistence, readOnly: options.readOnly, writer: writer,
            damaged: damaged, stamp: Timestamp.compact(now), customer: options.customer,
            edition: (opened.catalog.store as? SQLiteCatalogStore)?.edition ?? "",
            server: dependencies.shopStore)
        let opening =
            [storage.notice, persistence.runningLockProblem].compactMap { $0 } + userData.notices
        if let store = userData.store {
            persistence.userData = UserDataSync(store: store, snapshot: userData.snapshot)
        }
        // A store that keeps customers' saved paths keeps this session's screens.
        if let store = savedPaths ?? userData.store?.database {
            persistence.keepSessions(in: store)
        }
        // Inspecting a fresh start has nothing to say about the saved screens.
        if !(options.session == .fresh && options.readOnly) {
            persistence.readSavedScreens(writer: writer, damaged: damaged)
        }
        let month = Timestamp.thisMonth(now)
        let start = StartingPoint(
            snapshot: userData.snapshot,
            document: persistence.readSession?.session(forCatalog: opened.key),
            session: options.session, today: YearMonth(year: month.year, month: month.month),
            localTime: ShopOrderListing.userTimeZone)
        // Nothing is dropped on the strength of a failed read: a cache that failed one is
        // rebuilt at once and the cart and screens are checked against the new one; should
        // that fail too, they are kept as they are.
        var prepared = start.prepare(with: opened.catalog)
        var cacheNotice = opened.notice
        if let failure = prepared.failure {
            if let rebuilt = try? opened.reopen?(failure) {
                prepared = start.prepare(with: rebuilt.catalog)
                cacheNotice = rebuilt.notice
            }
            if let failure = prepared.failure {
                cacheNotice = CatalogReadNotice.unchecked(failure)
            }
        }
        state = prepared.state
        // An address the form holds that is not the kept one (restored from a session written
        // before the database) is kept, as typing it would have.
        persistence.keepAddress(state.draft.shipping.typed)
        let settled = userData.store.map { Self.settleOrderKey(&state, store: $0) } ?? []
        // What reconciling dropped or clamped is written as the changes it is (never after a
        // failed read: then nothing was dropped).
        if prepared.failure == nil {
            persistence.userData?.write(
                CartChange.reconciling(from: userData.snapshot.cart, to: state.cart))
        }
        let session = [persistence.sessionNotice].compactMap { $0 }
        warnings = [prepared.restored, cacheNotice].compactMap { $0 } + opening + session
        notices =
            [prepared.restored ?? prepared.reminder, cacheNotice].compactMap { $0 } + opening
            + prepared.notices + session + settled
    }
}
