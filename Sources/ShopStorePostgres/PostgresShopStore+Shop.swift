import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// Every customer's orders, newest first, for the shop owner.
    public func shopOrders() throws(UserDataError) -> (orders: [ShopOrder], unreadable: Int) {
        try read { [self] c in
            let histories = try await statusChanges(c, order: nil)
            var orders: [ShopOrder] = []
            var unreadable = 0
            for row in try await c.rows(
                "SELECT id, document, customer, status FROM placedOrder ORDER BY id DESC")
            {
                guard let order = try shopOrder(row, histories: histories) else {
                    unreadable += 1
                    continue
                }
                orders.append(order)
            }
            return (orders, unreadable)
        }
    }

    /// The order numbered `number`, whoever's it is (the newest of the number).
    public func shopOrder(_ number: OrderID) throws(UserDataError) -> ShopOrder? {
        try read { [self] c in
            guard
                let row = try await c.rows(
                    """
                    SELECT id, document, customer, status FROM placedOrder
                    WHERE number = \(number.rawValue) ORDER BY id DESC LIMIT 1
                    """
                ).first
            else { return nil }
            let id = try row.decode((Int64, String, String, String).self).0
            return try shopOrder(row, histories: try await statusChanges(c, order: id))
        }
    }

    /// The order in `row` (id, document, customer, status) with its history.
    func shopOrder(_ row: PostgresRow, histories: [Int64: [StatusChange]]) throws -> ShopOrder? {
        let (id, document, customer, status) = try row.decode((Int64, String, String, String).self)
        guard var order = OrderDocument.decode(document) else { return nil }
        order.status = OrderStatus(rawValue: status) ?? .placed
        let placing = StatusChange(status: .placed, at: order.placedAt, by: customer)
        return ShopOrder(
            order: order, customer: customer, history: [placing] + (histories[id] ?? []), row: id)
    }

    /// The recorded changes of status, oldest first, by order row (of one order, if given).
    func statusChanges(_ c: PostgresConnection, order: Int64?) async throws
        -> [Int64: [StatusChange]]
    {
        var changes: [Int64: [StatusChange]] = [:]
        for row in try await c.rows(
            """
            SELECT orderRow, status, at, byWhom FROM orderStatusChange
            WHERE \(order)::bigint IS NULL OR orderRow = \(order) ORDER BY id
            """)
        {
            let (id, status, at, by) = try row.decode((Int64, String, String, String).self)
            guard let status = OrderStatus(rawValue: status) else { continue }
            changes[id, default: []].append(StatusChange(status: status, at: at, by: by))
        }
        return changes
    }

    /// Sets order `number`'s status from placed to `status` in one transaction, cancelling
    /// giving its units back; an order no longer placed is refused.
    public func setStatus(_ status: OrderStatus, of number: OrderID, at: String, by: String)
        throws(UserDataError) -> Result<StatusChanged, StatusChangeRefusal>
    {
        try transaction(.serializable, notifying: ShopChange(.status, customer: "")) {
            [self] c in
            guard
                let row = try await c.rows(
                    """
                    SELECT id, document, status FROM placedOrder
                    WHERE number = \(number.rawValue) ORDER BY id DESC LIMIT 1
                    """
                ).first
            else { return .failure(.noSuchOrder(number)) }
            let (id, document, current) = try row.decode((Int64, String, String).self)
            let now = OrderStatus(rawValue: current) ?? .placed
            guard now == .placed else {
                let last = try await statusChanges(c, order: id)[id]?.last
                return .failure(.already(number, now, last))
            }
            try await c.run("UPDATE placedOrder SET status = \(status.rawValue) WHERE id = \(id)")
            try await c.run(
                """
                INSERT INTO orderStatusChange (orderRow, status, at, byWhom)
                VALUES (\(id), \(status.rawValue), \(at), \(by))
                """)
            var restocked = false
            if status == .cancelled, let order = OrderDocument.decode(document) {
                restocked = try await restock(order: id, lines: order.lines, c)
            }
            return .success(
                StatusChanged(
                    number, change: StatusChange(status: status, at: at, by: by),
                    restocked: restocked))
        }
    }

    /// Units ordered of each product of `stock`'s edition.
    public func unitsOrdered(_ stock: StockEdition) throws(UserDataError) -> [ProductID: Int] {
        try read { [self] c in try await unitsOrdered(stock, c) }
    }

    /// Empties `catalog`'s cart, or every catalog's.
    public func emptyCart(catalog: String?) throws(UserDataError) -> Int {
        try transaction(.serializable, notifying: ShopChange(.cart, customer: customer)) {
            [self] c in
            let removed = try await c.rows(
                """
                DELETE FROM cartLine WHERE customer = \(customer)
                    AND (\(catalog)::text IS NULL OR catalog = \(catalog))
                RETURNING product
                """
            ).count
            if removed > 0 {
                try await c.run(
                    """
                    UPDATE cartRevision SET revision = revision + 1 WHERE customer = \(customer)
                        AND (\(catalog)::text IS NULL OR catalog = \(catalog))
                    """)
            }
            return removed
        }
    }

    /// Brings in an older Aisle's cart, orders and address, once (see
    /// `UserDatabase.importLegacy`).
    public func importLegacy(cart: Cart, orders: [Order], profile: ShippingAddress?)
        throws(UserDataError)
    {
        try transaction(.serializable, notifying: ShopChange(.order, customer: customer)) {
            [self] c in
            for order in orders {
                let known = try await !c.rows(
                    """
                    SELECT 1 FROM placedOrder WHERE customer = \(customer)
                        AND number = \(order.id.rawValue) AND placedAt = \(order.placedAt)
                    """
                ).isEmpty
                if !known { _ = try await insert(order, key: nil, cartRevision: nil, c) }
            }
            for line in cart.lines {
                guard let catalog = line.catalog else { continue }
                try await c.run(
                    """
                    INSERT INTO cartLine (customer, catalog, product, quantity, priceWhenAdded)
                    VALUES (\(customer), \(catalog), \(line.product.rawValue),
                        \(CartLine.clamped(line.quantity)), \(line.priceWhenAdded))
                    ON CONFLICT DO NOTHING
                    """)
            }
            if let profile, try await self.profile(c) == nil { try await save(profile, c) }
        }
    }

    /// Nothing to do: the server keeps its own log.
    public func checkpoint() {}

    /// Nothing to do: the server's `lock_timeout` bounds a wait.
    public func setBusyTimeout(milliseconds: Int) {}
}
