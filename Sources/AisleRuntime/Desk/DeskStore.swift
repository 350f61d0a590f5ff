import Dispatch
import Storefront
import Synchronization
import UserData

/// The shop's database behind the desk, off the keypress path: one serial queue reads the
/// orders and writes ships and cancels (`UserDatabase.setStatus`, the code `aisle orders ship`
/// and `cancel` run), and every outcome comes back as a `DeskAction`. Other sessions' orders
/// are found by the store's change detection: a look reads SQLite's `data_version`, which
/// moves only when another connection committed, and reads the orders again only then.
public final class DeskStore: Sendable {
    /// The shop's database.
    public let database: any ShopStore
    /// The catalog's products and the edition their stock is counted against, when the desk
    /// was opened with the catalog: each read counts what is running low.
    public let stock: DeskStockSource?
    private let queue = DispatchQueue(label: "aisle.desk")
    private let shared: Mutex<Shared>

    private struct Shared {
        var version: Int?
        var looking = false
        var actions: [DeskAction] = []
        /// The last read's failure: a database that stays unreadable is told once, not at
        /// every look.
        var failure: String?
    }

    /// A store over `database`, whose orders were read when its `data_version` was `version`.
    public init(database: any ShopStore, version: Int?, stock: DeskStockSource? = nil) {
        self.database = database
        self.stock = stock
        shared = Mutex(Shared(version: version))
    }

    /// The orders now, and the `data_version` they were read at (for the first frame, read on
    /// the caller's thread).
    public static func readNow(_ database: any ShopStore) throws(UserDataError) -> (
        orders: [ShopOrder], unreadable: Int, version: Int
    ) {
        let version = try database.dataVersion()
        let read = try database.shopOrders()
        return (read.orders, read.unreadable, version)
    }

    /// Looks whether another connection committed since the last read, and if so reads the
    /// orders again. At most one look waits at a time.
    public func look() {
        let queued = shared.withLock { shared in
            defer { shared.looking = true }
            return shared.looking
        }
        guard !queued else { return }
        queue.async { [self] in
            shared.withLock { $0.looking = false }
            read(always: false)
        }
    }

    /// Writes `change` (at `at`, by `who`), then reads the orders again.
    public func write(_ change: DeskChange, at: String, by who: String) {
        queue.async { [self] in
            let action: DeskAction
            do throws(UserDataError) {
                switch try database.setStatus(change.status, of: change.number, at: at, by: who) {
                case .success(let changed): action = .statusChanged(changed)
                case .failure(let refusal): action = .statusRefused(refusal)
                }
            } catch {
                action = .statusFailed(change, reason: error.reason)
            }
            shared.withLock { $0.actions.append(action) }
            read(always: true)
        }
    }

    private func read(always: Bool) {
        do throws(UserDataError) {
            let version = try database.dataVersion()
            guard always || shared.withLock({ $0.version != version }) else { return }
            let read = try database.shopOrders()
            var low: [LowStockItem]?
            if let stock { low = try stock.low(in: database) }
            shared.withLock { shared in
                shared.version = version
                shared.failure = nil
                shared.actions.append(.ordersRead(read.orders, unreadable: read.unreadable))
                if let low { shared.actions.append(.lowStockRead(low)) }
            }
        } catch {
            shared.withLock { shared in
                guard shared.failure != error.reason else { return }
                shared.failure = error.reason
                shared.actions.append(.readFailed(error.reason))
            }
        }
    }

    /// What came back since the last call, oldest first.
    public func takeActions() -> [DeskAction] {
        shared.withLock { shared in
            defer { shared.actions.removeAll() }
            return shared.actions
        }
    }

    /// Waits until every queued job is done.
    public func drain() { queue.sync {} }
}
