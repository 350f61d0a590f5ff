import PostgresNIO
import UserData

extension PostgresShopStore {
    /// Where one order copied by `importOrders` landed.
    public struct ImportedOrder: Sendable, Equatable {
        /// Its row where it came from.
        public var source: Int64
        /// Its row here (the one already here when it was not copied).
        public var row: Int64
        /// Whether it was copied now (false: an order with its key, or without a key its
        /// customer, number and time, was here already and is left as it is).
        public var copied: Bool
    }

    /// Copies `orders` (another engine's rows, `aisle shop move`) in one transaction: each
    /// with its status, history and announcement, unless it is here already — by its key, or
    /// for an order without one by customer, number and time — so a copy run again copies
    /// nothing. Documents are kept verbatim.
    public func importOrders(_ orders: [ShopRows.Order]) throws(UserDataError) -> [ImportedOrder] {
        try transaction(.serializable) { c in
            var imported: [ImportedOrder] = []
            for order in orders {
                if let row = try await Self.existing(order, c) {
                    imported.append(ImportedOrder(source: order.row, row: row, copied: false))
                    continue
                }
                let row = try await Self.insert(order, c)
                imported.append(ImportedOrder(source: order.row, row: row, copied: true))
            }
            return imported
        }
    }

    /// The row of `order` if it is here already.
    private static func existing(_ order: ShopRows.Order, _ c: PostgresConnection) async throws
        -> Int64?
    {
        if let key = order.key {
            return try await c.rows("SELECT id FROM placedOrder WHERE orderKey = \(key)").first?
                .decode(Int64.self)
        }
        return try await c.rows(
            """
            SELECT id FROM placedOrder WHERE orderKey IS NULL AND customer = \(order.customer)
                AND number = \(order.number) AND placedAt = \(order.placedAt)
            LIMIT 1
            """
        ).first?.decode(Int64.self)
    }

    /// Inserts `order` with its history and announcement; returns its row.
    private static func insert(_ order: ShopRows.Order, _ c: PostgresConnection) async throws
        -> Int64
    {
        guard
            let row = try await c.rows(
                """
                INSERT INTO placedOrder (number, placedAt, document, orderKey, customer, status,
                    cartRevision, stockCatalog, stockEdition)
                VALUES (\(order.number), \(order.placedAt), \(order.document), \(order.key),
                    \(order.customer), \(order.status), \(order.cartRevision),
                    \(order.stockCatalog), \(order.stockEdition))
                RETURNING id
                """
            ).first?.decode(Int64.self)
        else { throw UserDataError.unexpected(path: "", description: "no row for an order") }
        for step in order.history {
            try await c.run(
                """
                INSERT INTO orderStatusChange (orderRow, status, at, byWhom)
                VALUES (\(row), \(step.status), \(step.at), \(step.by))
                """)
        }
        if let notice = order.notice {
            try await c.run(
                """
                INSERT INTO orderNotice (orderRow, notifiedAt, outcome)
                VALUES (\(row), \(notice.at), \(notice.outcome)) ON CONFLICT DO NOTHING
                """)
        }
        return row
    }
}

extension PostgresShopStore {
    /// The row of the newest order here (0 for none): where notices start for orders that
    /// were here before a move.
    public func lastOrderRow() throws(UserDataError) -> Int64 {
        try read { c in
            try await c.rows("SELECT coalesce(max(id), 0) FROM placedOrder").first?.decode(
                Int64.self) ?? 0
        }
    }
}
