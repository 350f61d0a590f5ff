import GRDB
import Storefront

/// Where an instance's view of the database stands: what it has read, so that only what
/// other instances changed since is read again.
public struct SyncCursor: Sendable, Equatable {
    /// SQLite's `data_version`, which changes when another connection commits.
    var dataVersion: Int = 0
    /// The last order row read.
    var lastOrderRow: Int64 = 0
    /// How many order rows there were then, counting this instance's own.
    var orderRows = 0
    /// Rows this instance inserted after `lastOrderRow`: its own orders, never read back as
    /// another instance's.
    var ownRows: Set<Int64> = []
}

/// What other instances changed: the open catalog's cart as it is now, and the orders.
public struct ExternalChange: Sendable, Equatable {
    /// The open catalog's cart on disk now.
    public var cart: Cart
    /// Orders placed by others since the last look, oldest first.
    public var newOrders: [Order]
    /// Every order, when rows went away (a hand edit): replaces the list.
    public var allOrders: [Order]?
}

extension UserDatabase {
    /// Everything for `catalog`'s session, and the cursor to look for changes from.
    public func load(catalog: String) throws(UserDataError) -> (UserSnapshot, SyncCursor) {
        try read { db in
            var snapshot = UserSnapshot()
            snapshot.cart = try Self.cart(db, catalog: catalog)
            let orders = try Self.orders(db)
            snapshot.orders = orders.orders
            snapshot.unreadableOrders = orders.unreadable
            snapshot.profile = try Self.profile(db)
            let cursor = SyncCursor(
                dataVersion: try Self.dataVersion(db), lastOrderRow: orders.lastRow,
                orderRows: try Self.orderRowCount(db))
            return (snapshot, cursor)
        }
    }

    /// Writes `batch` in one transaction: the orders, the cart changes and the profile are
    /// saved together or not at all. `cursor` learns the rows that are this instance's own.
    public func commit(_ batch: UserDataBatch, cursor: inout SyncCursor) throws(UserDataError) {
        guard !batch.isEmpty else { return }
        let rows = try write { db in
            var rows: [Int64] = []
            for order in batch.newOrders {
                try Self.insert(order, db)
                rows.append(db.lastInsertedRowID)
            }
            try Self.apply(batch.cartChanges, catalog: batch.catalog, db)
            if let profile = batch.profile { try Self.save(profile, db) }
            return rows
        }
        cursor.ownRows.formUnion(rows)
        cursor.orderRows += rows.count
    }

    /// What other instances committed since `cursor`, if anything (nil: nothing), and the
    /// cursor to look from next. Our own commits do not count: `data_version` only moves for
    /// other connections', and the rows we insert ourselves are skipped over.
    public func changes(since cursor: SyncCursor, catalog: String) throws(UserDataError)
        -> (ExternalChange?, SyncCursor)
    {
        try read { db in
            let version = try Self.dataVersion(db)
            guard version != cursor.dataVersion else { return (nil, cursor) }
            let rows = try Self.orderRowCount(db)
            var next = SyncCursor(dataVersion: version, lastOrderRow: 0, orderRows: rows)
            var change = ExternalChange(cart: try Self.cart(db, catalog: catalog), newOrders: [])
            if rows < cursor.orderRows {
                let all = try Self.orders(db)
                change.allOrders = all.orders
                next.lastOrderRow = all.lastRow
            } else {
                let added = try Self.orders(
                    db, afterRow: cursor.lastOrderRow, skipping: cursor.ownRows)
                change.newOrders = added.orders
                next.lastOrderRow = added.lastRow
            }
            return (change, next)
        }
    }

    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}
