import GRDB
import Storefront

/// Where an instance's view of the database stands: what it has read, so that only what
/// other instances changed since is read again.
public struct SyncCursor: Sendable, Equatable {
    /// SQLite's `data_version`, which changes when another connection commits.
    var dataVersion: Int = 0
    /// The last order row read.
    var lastOrderRow: Int64 = 0
    /// How many order rows there were then.
    var orderRows = 0
}

/// What the database holds now that another instance changed it: the open catalog's cart, and
/// the orders.
public struct ExternalChange: Sendable, Equatable {
    /// The open catalog's cart on disk now.
    public var cart: Cart
    /// Orders in rows not read before, oldest first (this instance's own among them: they
    /// are told apart by number).
    public var newOrders: [Order]
    /// Every order, when rows went away (a hand edit): replaces the list.
    public var allOrders: [Order]?
    /// The status of every order the shop has shipped or cancelled, by number.
    public var statuses: [OrderID: OrderStatus] = [:]
    /// Units ordered of each product since the catalog's import, by every customer.
    public var ordered: [ProductID: Int] = [:]
    /// The address kept for the next order, as saved last by any instance (nil: none).
    public var profile: ShippingAddress?
    /// The keys of the orders read (`newOrders`, or `allOrders`): a checkout holding one of
    /// them is over, whichever window placed it.
    public var placedKeys: Set<OrderKey> = []
}

extension UserDatabase {
    /// Everything for `catalog`'s session, and the cursor to look for changes from.
    public func load(catalog: String, stock: StockEdition? = nil) throws(UserDataError)
        -> (UserSnapshot, SyncCursor)
    {
        try read { db in
            var snapshot = UserSnapshot()
            snapshot.cart = try cart(db, catalog: catalog)
            let orders = try orders(db)
            snapshot.orders = orders.orders
            snapshot.unreadableOrders = orders.unreadable
            snapshot.profile = try profile(db)
            if let stock { snapshot.ordered = try unitsOrdered(stock, db) }
            let cursor = SyncCursor(
                dataVersion: try Self.dataVersion(db), lastOrderRow: orders.lastRow,
                orderRows: try orderRowCount(db))
            return (snapshot, cursor)
        }
    }

    /// Writes `batch` in one transaction: its cart changes and the profile are saved together
    /// or not at all.
    public func commit(_ batch: UserDataBatch) throws(UserDataError) {
        guard !batch.isEmpty else { return }
        guard !isReadOnly else { throw .readOnly(path: path) }
        try write { db in
            try apply(batch.cartChanges, catalog: batch.catalog, db)
            if let profile = batch.profile { try save(profile, db) }
        }
    }

    /// What other instances committed since `cursor`, if anything (nil: nothing), and the
    /// cursor to look from next. `data_version` moves only for other connections' commits.
    public func changes(since cursor: SyncCursor, catalog: String, stock: StockEdition? = nil)
        throws(UserDataError) -> (ExternalChange?, SyncCursor)
    {
        try read { db in
            let version = try Self.dataVersion(db)
            guard version != cursor.dataVersion else { return (nil, cursor) }
            let rows = try orderRowCount(db)
            var next = SyncCursor(dataVersion: version, lastOrderRow: 0, orderRows: rows)
            var change = ExternalChange(
                cart: try cart(db, catalog: catalog), newOrders: [], statuses: try statuses(db),
                ordered: try stock.map { try unitsOrdered($0, db) } ?? [:],
                profile: try profile(db))
            if rows < cursor.orderRows {
                let all = try orders(db)
                change.allOrders = all.orders
                change.placedKeys = all.keys
                next.lastOrderRow = all.lastRow
            } else {
                let added = try orders(db, afterRow: cursor.lastOrderRow)
                change.newOrders = added.orders
                change.placedKeys = added.keys
                next.lastOrderRow = added.lastRow
            }
            return (change, next)
        }
    }

    /// Moves everything in the WAL into the database file and empties the WAL, so that
    /// `aisle.sqlite` alone holds everything (a clean quit). Best effort: another instance
    /// reading keeps its part of the WAL, and that is no loss.
    public func checkpoint() {
        guard !isReadOnly else { return }
        _ = try? queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }

    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}
