import GRDB
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UserDatabase {
    /// Orders are kept as their JSON form (the same as `orders.json`'s entries), one row each;
    /// the row id is the order they were placed in. Numbers are not unique in the table: two
    /// instances drawing the same number keep both orders rather than losing one.
    static func insert(_ order: Order, _ db: Database) throws {
        let document = try JSONEncoder().encode(order)
        try db.execute(
            sql: "INSERT INTO placedOrder (number, placedAt, document) VALUES (?, ?, ?)",
            arguments: [
                order.id.rawValue, order.placedAt, String(decoding: document, as: UTF8.self),
            ])
    }

    /// The orders after row `afterRow` but those in `skipping`, oldest first, with the last row
    /// read and how many rows could not be read as an order (kept, not shown).
    static func orders(_ db: Database, afterRow: Int64 = 0, skipping: Set<Int64> = []) throws -> (
        orders: [Order], lastRow: Int64, unreadable: Int
    ) {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT id, document FROM placedOrder WHERE id > ? ORDER BY id",
            arguments: [afterRow])
        var orders: [Order] = []
        var lastRow = afterRow
        var unreadable = 0
        let decoder = JSONDecoder()
        while let row = try rows.next() {
            lastRow = row["id"]
            if skipping.contains(lastRow) { continue }
            let document: String = row["document"] ?? ""
            if let order = try? decoder.decode(Order.self, from: Data(document.utf8)),
                order.isPossible
            {
                orders.append(order)
            } else {
                unreadable += 1
            }
        }
        return (orders, lastRow, unreadable)
    }

    /// The number of order rows: fewer than an instance has seen means they were removed by
    /// hand (or a reset), and that instance reads them all again.
    static func orderRowCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM placedOrder") ?? 0
    }
}
