import PostgresNIO
import Storefront
import UserData

extension PostgresShopStore {
    /// Notes, the first time, where order notices start; returns the row they start after.
    public func startNotices(startedAt: String) throws(UserDataError) -> Int64 {
        try transaction(.serializable) { c in
            try await c.run(
                """
                INSERT INTO orderNoticeStart (id, afterRow, since)
                SELECT 1, coalesce(max(id), 0), \(startedAt) FROM placedOrder
                WHERE placedAt < \(startedAt)
                ON CONFLICT (id) DO NOTHING
                """)
            return try await c.rows("SELECT afterRow FROM orderNoticeStart").first?.decode(
                Int64.self) ?? 0
        }
    }

    /// Orders after the start of notices that have none yet, oldest first.
    public func pendingNotices(limit: Int) throws(UserDataError) -> [PendingNotice] {
        try read { [self] c in
            try await c.rows(
                """
                SELECT id, document, customer, status FROM placedOrder
                WHERE id > (SELECT coalesce(max(afterRow), 0) FROM orderNoticeStart)
                  AND EXISTS (SELECT 1 FROM orderNoticeStart)
                  AND id NOT IN (SELECT orderRow FROM orderNotice)
                ORDER BY id LIMIT \(limit)
                """
            ).map { row in
                PendingNotice(
                    orderRow: try row.decode((Int64, String, String, String).self).0,
                    order: try shopOrder(row, histories: [:]))
            }
        }
    }

    /// Records that the order in `row` was announced.
    public func noteNotice(row: Int64, at: String, outcome: String) throws(UserDataError) {
        try transaction(.serializable) { c in
            try await c.run(
                """
                INSERT INTO orderNotice (orderRow, notifiedAt, outcome)
                VALUES (\(row), \(at), \(outcome)) ON CONFLICT DO NOTHING
                """)
        }
    }

    /// A number that moves when an order is placed anywhere in the shop or an order's status
    /// changes (another desk's ship, `aisle orders cancel`): the orders and their history only
    /// grow, so their counts and last row say whether anything was added.
    public func dataVersion() throws(UserDataError) -> Int {
        try read { c in
            guard
                let row = try await c.rows(
                    """
                    SELECT (SELECT count(*) FROM placedOrder),
                        (SELECT coalesce(max(id), 0) FROM placedOrder),
                        (SELECT count(*) FROM orderStatusChange)
                    """
                ).first
            else { return 0 }
            let (count, last, changes) = try row.decode((Int64, Int64, Int64).self)
            return Int(truncatingIfNeeded: (count &* 1_000_003 &+ last) &* 1_000_033 &+ changes)
        }
    }
}
