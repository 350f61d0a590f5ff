import GRDB
import Storefront

extension UserDatabase {
    /// Sets the status of order `number` (whoever's it is) from placed to `status`, recording
    /// `at` and `by` in its history, in one transaction; cancelling gives its units back to the
    /// stock they were counted against, in the same transaction, so every window's stock
    /// figure follows. An order already shipped or cancelled stays as it is (the refusal).
    public func setStatus(
        _ status: OrderStatus, of number: OrderID, at: String, by: String
    ) throws(UserDataError) -> Result<StatusChanged, StatusChangeRefusal> {
        guard !isReadOnly else { throw .readOnly(path: path) }
        return try write { db in
            // Numbers are unique among new orders; an older duplicate keeps its status.
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, document, status FROM placedOrder
                        WHERE number = ? ORDER BY id DESC LIMIT 1
                        """,
                    arguments: [number.rawValue])
            else { return .failure(.noSuchOrder(number)) }
            let id: Int64 = row["id"]
            let now = OrderStatus(rawValue: row["status"] ?? "") ?? .placed
            guard now == .placed else {
                let last = try statusChanges(db, order: id)[id]?.last
                return .failure(.already(number, now, last))
            }
            try db.execute(
                sql: "UPDATE placedOrder SET status = ? WHERE id = ?",
                arguments: [status.rawValue, id])
            let change = StatusChange(status: status, at: at, by: by)
            try db.execute(
                sql:
                    "INSERT INTO orderStatusChange (orderRow, status, at, byWhom) VALUES (?, ?, ?, ?)",
                arguments: [id, status.rawValue, at, by])
            var restocked = false
            if status == .cancelled, let order = Self.decode(row["document"] ?? "") {
                restocked = try restock(order: id, lines: order.lines, db)
            }
            return .success(StatusChanged(number: number, change: change, restocked: restocked))
        }
    }
}
