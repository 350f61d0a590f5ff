import AisleApp
import Navigation
import StateFiles
import Storefront
import UserData

/// The session file and the user's database, and when to write them. The session (and the
/// address) at most about once a second while the user moves (always within a second of a
/// change); cart changes and placed orders at once, and on every screen change the database
/// is looked at for what other instances changed. Everything on quit and on signals.
/// A file whose directory start-up refused (`StorageCheck`) is not kept at all: nil here,
/// never read, never written; with none kept the session runs without persistence.
public struct Persistence {
    /// `navigation.json`, unless its directory is not used, or the shop's database keeps the
    /// saved screens instead (`keepSessions(in:)`).
    public var session: StateFile<SessionDocument>?
    /// The saved screens in the shop's database, when its engine keeps them; then the file is
    /// neither read nor written.
    var storedSession: StoredSession?
    /// `cart.json` from before the database, read once to be moved into it.
    public var cart: StateFile<Cart>?
    /// `orders.json` from before the database, read once to be moved into it.
    public var orders: StateFile<[Order]>?
    /// The database's path, unless its directory is not used or the data is on a server.
    public let databasePath: String?
    /// The shop's database server (`--database`, without its password), when the data is
    /// there: no SQLite file, and no older Aisle's files to move in.
    public let databaseServer: String?
    /// The cart, orders and profile in the database, once start-up opened it.
    var userData: UserDataSync?
    /// Where the bytes go, off the keypress path.
    public let saver: Saver
    /// The open catalog's `CatalogKey`: the session and cart lines saved are this catalog's;
    /// those of other catalogs are written back as they were read.
    public let catalogKey: String
    /// Who owns what names no catalog in the files (`CatalogKey.ownerOfUntagged`).
    public let untaggedOwner: String
    /// The session last handed to the saver, compared whole with the state's (not through a
    /// list of the fields that matter, which a new field could be missing from); comparing
    /// it is cheaper than encoding per key.
    private var saved: SessionDocument?
    private var lastWrite: ContinuousClock.Instant?
    /// The screens on display when the database was last looked at for other instances'
    /// changes.
    private var lookedAroundOn: [Route]?
    /// When unsaved changes must be written by; the run loop wakes up for it.
    public private(set) var deadline: ContinuousClock.Instant?
    /// This instance's share of the state directory's running lock, which makes `aisle reset`
    /// refuse while it runs (it would save its screens over the reset); nil for an inspection.
    private var running: RunningLock?
    /// The state directory, where the running lock is.
    private let stateDirectory: String?

    /// The shortest time between two writes while the user moves.
    public static let interval = Duration.seconds(1)

    /// Every file this keeps; empty when nothing is saved this session.
    public var paths: [String] {
        [session?.path, databasePath].compactMap { $0 }
    }

    /// Where each file lives.
    public struct Locations: Sendable {
        /// `$XDG_STATE_HOME/aisle/navigation.json`.
        public let session: String
        /// `$XDG_DATA_HOME/aisle/cart.json`.
        public let cart: String
        /// `$XDG_DATA_HOME/aisle/orders.json`.
        public let orders: String
        /// `$XDG_DATA_HOME/aisle/aisle.sqlite`.
        public let database: String

        /// The files under `directories`.
        public init(_ directories: XDGDirectories) {
            session = StoragePath.join(directories.aisleStateDirectory(), Self.sessionName)
            cart = StoragePath.join(directories.aisleDataDirectory(), Self.cartName)
            orders = StoragePath.join(directories.aisleDataDirectory(), Self.ordersName)
            database = StoragePath.join(
                directories.aisleDataDirectory(), UserDatabase.fileName)
        }

        static let sessionName = "navigation.json"
        static let cartName = "cart.json"
        static let ordersName = "orders.json"
    }

    /// Where the cart and orders are kept, for messages: the server or the file.
    public var databaseName: String? { databaseServer ?? databasePath }

    /// The files in the directories `storage` allows, none read yet (so none writable yet);
    /// the cart and orders on `databaseServer` when one is given.
    public init(
        storage: StorageCheck, writer: AtomicFileWriter, catalogKey: String,
        untaggedOwner: String, databaseServer: String? = nil
    ) {
        self.catalogKey = catalogKey
        self.untaggedOwner = untaggedOwner
        self.databaseServer = databaseServer
        stateDirectory = storage.stateDirectory
        if let directory = storage.stateDirectory {
            session = StateFile(
                path: StoragePath.join(directory, Locations.sessionName), title: "saved screens")
        }
        let dataDirectory = databaseServer == nil ? storage.dataDirectory : nil
        databasePath = dataDirectory.map {
            StoragePath.join($0, UserDatabase.fileName)
        }
        if let directory = dataDirectory {
            cart = StateFile(
                path: StoragePath.join(directory, Locations.cartName), title: "cart contents")
            // Orders only grow: 32 MiB holds about 45,000 (a session's 1 MiB held 1,490, and
            // the next launch then set the whole history aside).
            orders = StateFile(
                path: StoragePath.join(directory, Locations.ordersName), title: "orders",
                keepsEveryDamagedCopy: true, sizeLimit: 32 << 20)
        }
        saver = Saver(writer: writer)
    }

    /// Notes that `state` may have changed: looks for other instances' changes on every new
    /// screen, and schedules a session write if what would be saved differs. (Cart changes and
    /// orders are not found here by comparing: the reducer returns them as effects, and
    /// `RunLoop.perform` hands them to `userData`.)
    public mutating func stateChanged(_ state: AppState, now: ContinuousClock.Instant) {
        guard !paths.isEmpty || userData != nil || storedSession != nil else { return }
        if userData != nil, state.path.routes != lookedAroundOn {
            lookedAroundOn = state.path.routes
            userData?.lookAround()
        }
        let profileChanged = userData?.hasUnsavedAddress ?? false
        guard deadline == nil, profileChanged || sessionDocument(state) != saved else { return }
        deadline = max(now, lastWrite.map { $0 + Self.interval } ?? now)
    }

    /// What the user's database answered since the last look, as actions.
    public mutating func takeUserDataActions(_ state: AppState) -> [AppAction] {
        userData?.takeActions(state) ?? []
    }

    /// Failures of the session saver since the last call (the database's come back as
    /// actions).
    public mutating func takeFailures() -> [String] {
        let failures = saver.takeFailures()
        // A failed write leaves the screens unsaved: the next write (at the latest at quit)
        // tries them again instead of finding them unchanged since they were handed over.
        if !failures.isEmpty { saved = nil }
        return failures
    }

    /// Writes in the background if the deadline has come.
    public mutating func tick(_ state: AppState, now: ContinuousClock.Instant) {
        guard let deadline, now >= deadline else { return }
        write(state)
        lastWrite = now
        self.deadline = nil
    }

    /// Writes what changed and waits for every write to finish: for quit and signals. The
    /// database's writes were given their last try, bounded, by `RunLoop.finish`; a job still
    /// waiting on a busy database is not waited for again here.
    public mutating func flush(_ state: AppState) {
        write(state)
        saver.drain()
        deadline = nil
    }

    /// Waits for every write handed over so far to finish.
    public func drain() {
        saver.drain()
        userData?.store.drain()
    }

    /// Hands the address waiting to be kept to the database (quit writes it at once).
    mutating func handOverProfile() { userData?.saveProfile() }

    /// Keeps `address` as the user's profile at the next save (`Effect.saveAddress`); without
    /// a database the session file keeps it, with the form.
    public mutating func keepAddress(_ address: ShippingAddress) { userData?.keep(address) }

    /// The cart file as read at start, lines that name no catalog named as their owner's.
    public var readCart: Cart? { cart?.verdict?.body?.adopting(untaggedAs: untaggedOwner) }

    /// Holds the state directory's running lock from now on, taken through `writer`, for a run
    /// that saves (never an inspection). The directory is made first if it is missing, as the
    /// first save would make it a moment later: a reset in between would be undone by it.
    public mutating func announceRunning(with writer: AtomicFileWriter) {
        guard running == nil, let stateDirectory else { return }
        try? writer.prepareDirectory(stateDirectory)
        running = writer.announceRunning(in: stateDirectory)
        if running == nil, let kind = writer.runningLockKind(in: stateDirectory) {
            let path = StoragePath.join(stateDirectory, ".running.lock")
            runningLockProblem =
                "\(path) is a \(kind.rawValue), not a regular file: aisle reset cannot tell "
                + "that Aisle is running (remove it)"
        }
    }

    /// What start-up found wrong with the running lock, to tell the user once.
    public private(set) var runningLockProblem: String?

    /// The session to save for `state`: the address is the profile's when there is a
    /// database to keep it in.
    private func sessionDocument(_ state: AppState) -> SessionDocument {
        var document = SessionRestore.document(for: state)
        if userData != nil, let shipping = document.checkout?.shipping {
            document.checkout?.shipping = shipping.withoutAddress
        }
        return document
    }

    private mutating func write(_ state: AppState) {
        let document = sessionDocument(state)
        userData?.saveProfile()
        // Encoded only when it changed, and written only when the bytes differ from what the
        // file holds: a launch that changes nothing writes nothing.
        guard document != saved else { return }
        saveSession(document)
        saved = document
    }
}
