import AisleApp
import Navigation
import StateFiles
import Storefront

/// The session and cart files, and when to write them: at most about once a second while the
/// user moves (always within a second of a change), and at once on quit and on signals.
public struct Persistence {
    public var session: ArchiveFile<SessionDocument>
    public var cart: ArchiveFile<Cart>
    public var orders: ArchiveFile<[Order]>
    public let saver: Saver
    /// What was last handed to the saver; comparing it is cheaper than encoding per key.
    private var saved: Snapshot?
    private var lastWrite: ContinuousClock.Instant?
    /// When unsaved changes must be written by; the run loop wakes up for it.
    public private(set) var deadline: ContinuousClock.Instant?

    public static let interval = Duration.seconds(1)

    /// Every file this keeps.
    public var paths: [String] { [session.path, cart.path, orders.path] }

    /// The parts of the state that are saved.
    private struct Snapshot: Equatable {
        /// What `navigation.json` holds.
        struct Session: Equatable {
            var path: [Route]
            var positions: [Route?: ListPosition]
            var draft: CheckoutDraft
        }

        var session: Session
        var cart: Cart
        var orders: [Order]

        init(_ state: AppState) {
            session = Session(
                path: state.path.routes, positions: state.positions, draft: state.draft.saved)
            cart = state.cart
            orders = state.orders
        }
    }

    /// Where each file lives.
    public struct Locations {
        public let session: String
        public let cart: String
        public let orders: String

        public init(_ directories: XDGDirectories) {
            session = directories.aisleStateDirectory() + "/navigation.json"
            cart = directories.aisleDataDirectory() + "/cart.json"
            orders = directories.aisleDataDirectory() + "/orders.json"
        }
    }

    public init(directories: XDGDirectories, writer: AtomicFileWriter) {
        let locations = Locations(directories)
        session = ArchiveFile(path: locations.session, title: "saved screens")
        cart = ArchiveFile(path: locations.cart, title: "cart contents")
        orders = ArchiveFile(path: locations.orders, title: "orders", keepsEveryDamagedCopy: true)
        saver = Saver(writer: writer)
    }

    /// Notes that `state` may have changed: schedules a write if what would be saved differs.
    public mutating func stateChanged(_ state: AppState, now: ContinuousClock.Instant) {
        guard deadline == nil else { return }
        let snapshot = Snapshot(state)
        guard snapshot != saved else { return }
        // A placed order is written at once; browsing is batched to once a second.
        let urgent = snapshot.orders != saved?.orders
        deadline = urgent ? now : max(now, lastWrite.map { $0 + Self.interval } ?? now)
    }

    /// Writes in the background if the deadline has come.
    public mutating func tick(_ state: AppState, now: ContinuousClock.Instant) {
        guard let deadline, now >= deadline else { return }
        write(state)
        lastWrite = now
        self.deadline = nil
    }

    /// Writes what changed and waits for every write to finish: for quit and signals.
    public mutating func flush(_ state: AppState) {
        write(state)
        saver.drain()
        deadline = nil
    }

    private mutating func write(_ state: AppState) {
        let snapshot = Snapshot(state)
        guard snapshot != saved else { return }
        // Each file is encoded only when its part changed, and written only when the bytes
        // differ from what it holds: a launch that changes nothing writes nothing.
        if snapshot.session != saved?.session {
            session.save(SessionRestore.document(for: state).encoded(), with: saver)
        }
        if snapshot.orders != saved?.orders {
            orders.save(OrdersDocument.encode(state.orders), with: saver)
        }
        if snapshot.cart != saved?.cart {
            cart.save(CartDocument.encode(state.cart), with: saver)
        }
        saved = snapshot
    }
}
