import GRDB
import Storefront

/// An order `aisle serve --on-order` has yet to announce: its row, and the order (nil when this
/// build cannot read it).
public struct PendingNotice: Sendable, Equatable {
    /// The order's row.
    public var row: Int64
    /// The order, unless its document is not one this build reads.
    public var order: ShopOrder?
}

extension UserDatabase {
    /// Notes, the first time notices are turned on for this shop, where they start: after the
    /// last order placed before `startedAt` (older orders are not announced; an order placed
    /// since, even in a database made after the server started, is). Later starts keep the
    /// first. Returns the row notices start after.
    public func startNotices(startedAt: String) throws(UserDataError) -> Int64 {
        guard !isReadOnly else { throw .readOnly(path: path) }
        return try write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO orderNoticeStart (id, afterRow, since)
                    SELECT 1, coalesce(max(id), 0), ?1 FROM placedOrder WHERE placedAt < ?1
                    """,
                arguments: [startedAt])
            return try Int64.fetchOne(db, sql: "SELECT afterRow FROM orderNoticeStart") ?? 0
        }
    }

    /// Orders after the start of notices that have none yet, oldest first, at most `limit`.
    public func pendingNotices(limit: Int) throws(UserDataError) -> [PendingNotice] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, document, customer, status FROM placedOrder
                    WHERE id > (SELECT coalesce(max(afterRow), 0) FROM orderNoticeStart)
                      AND EXISTS (SELECT 1 FROM orderNoticeStart)
                      AND id NOT IN (SELECT orderRow FROM orderNotice)
                    ORDER BY id LIMIT ?
                    """,
                arguments: [limit])
            return rows.map { row in
                PendingNotice(row: row["id"], order: Self.shopOrder(row, histories: [:]))
            }
        }
    }

    /// Records that the order in `row` was announced at `at`, with `outcome` (the command's
    /// exit status, or why it did not run): it is not announced again.
    public func noteNotice(row: Int64, at: String, outcome: String) throws(UserDataError) {
        guard !isReadOnly else { throw .readOnly(path: path) }
        try write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO orderNotice (orderRow, notifiedAt, outcome)
                    VALUES (?, ?, ?)
                    """,
                arguments: [row, at, outcome])
        }
    }

    /// SQLite's `data_version`: it moves when another connection commits, so a watcher reads
    /// again only after a change.
    public func dataVersion() throws(UserDataError) -> Int {
        try read { try Self.dataVersion($0) }
    }
}
