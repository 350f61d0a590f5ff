import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// Everything for `catalog`'s session, read on one snapshot, and the cursor to look for
    /// changes from.
    public func load(catalog: String, stock: StockEdition?) throws(UserDataError)
        -> (UserSnapshot, SyncCursor)
    {
        try read { [self] c in
            var snapshot = UserSnapshot()
            snapshot.cart = try await cart(c, catalog: catalog)
            let orders = try await orders(c)
            snapshot.orders = orders.orders
            snapshot.unreadableOrders = orders.unreadable
            snapshot.profile = try await profile(c)?.0
            if let stock { snapshot.ordered = try await unitsOrdered(stock, c) }
            return (snapshot, SyncCursor(version: try await version(catalog: catalog, c)))
        }
    }

    /// Writes `batch` in one transaction.
    public func commit(_ batch: UserDataBatch) throws(UserDataError) {
        guard !batch.isEmpty else { return }
        try transaction(.serializable, notifying: ShopChange(.cart, customer: customer)) {
            [self] c in
            try await apply(batch.cartChanges, catalog: batch.catalog, c)
            if let profile = batch.profile { try await save(profile, c) }
        }
    }

    /// What changed since `cursor`: when this customer's view moved (their cart or address,
    /// any order, any change of status), the cart, every one of their orders (ids of a
    /// server's sequence are not in commit order, so no row is a safe place to resume from),
    /// the statuses, the stock and the address. Until `LISTEN`/`NOTIFY` tells a host of
    /// another's change, this is looked for on each look, as SQLite's `data_version` is.
    public func changes(since cursor: SyncCursor, catalog: String, stock: StockEdition?)
        throws(UserDataError) -> (ExternalChange?, SyncCursor)
    {
        try read { [self] c in
            let now = try await version(catalog: catalog, c)
            guard now != cursor.version else { return (nil, cursor) }
            let orders = try await orders(c)
            var ordered: [ProductID: Int] = [:]
            if let stock { ordered = try await unitsOrdered(stock, c) }
            let change = ExternalChange(
                cart: try await cart(c, catalog: catalog), everyOrder: orders.orders,
                statuses: try await statuses(c), ordered: ordered,
                profile: try await profile(c)?.0, placedKeys: orders.keys)
            return (change, SyncCursor(version: now))
        }
    }

    /// A number that moves whenever this customer's view of `catalog` changes.
    func version(catalog: String, _ c: PostgresConnection) async throws -> Int {
        let row = try await c.rows(
            """
            SELECT (SELECT count(*) FROM placedOrder), (SELECT coalesce(max(id), 0) FROM placedOrder),
                (SELECT coalesce(max(id), 0) FROM orderStatusChange),
                (SELECT coalesce(max(revision), 0) FROM cartRevision
                    WHERE customer = \(customer) AND catalog = \(catalog)),
                (SELECT coalesce(max(revision), 0) FROM profile WHERE customer = \(customer))
            """
        ).first
        guard let row else { return 0 }
        let (orders, lastOrder, lastChange, cart, profile) = try row.decode(
            (Int64, Int64, Int64, Int64, Int64).self)
        var hasher = Hasher()
        for part in [orders, lastOrder, lastChange, cart, profile] { hasher.combine(part) }
        return hasher.finalize()
    }
}
