import GRDB
import Storefront

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UserDatabase {
    /// Orders are kept as their JSON form (the same as `orders.json`'s entries), one row each;
    /// the row id is the order they were placed in. `key` is the checkout's `OrderKey`
    /// (UNIQUE; nil for orders from before keys). Returns the new row's id.
    /// `cartRevision` is the cart's count of changes once the order's lines left it (nil for
    /// orders imported from before the count).
    @discardableResult
    func insert(_ order: Order, key: OrderKey?, cartRevision: Int64? = nil, _ db: Database)
        throws -> Int64
    {
        let document = try JSONEncoder().encode(order)
        try db.execute(
            sql: """
                INSERT INTO placedOrder
                    (number, placedAt, document, orderKey, customer, cartRevision)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                order.id.rawValue, order.placedAt, String(decoding: document, as: UTF8.self),
                key?.rawValue, customer, cartRevision,
            ])
        return db.lastInsertedRowID
    }

    /// This customer's order placed with `key`, if there is one, and the cart's count of
    /// changes its placing left (nil for an order from before the count).
    func placedOrder(key: OrderKey, _ db: Database) throws -> (order: Order, revision: Int64?)? {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT document, cartRevision FROM placedOrder
                WHERE orderKey = ? AND customer = ?
                """,
            arguments: [key.rawValue, customer])
        guard let row, let order = Self.decode(row["document"] ?? "") else { return nil }
        return (order, row["cartRevision"])
    }

    /// Whether an order numbered `id` is kept.
    func hasOrder(numbered id: OrderID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM placedOrder WHERE number = ?)",
            arguments: [id.rawValue]) ?? false
    }

    /// This customer's orders after row `afterRow`, oldest first, with the last row read and
    /// how many rows could not be read as an order (kept, not shown).
    /// `keys` are the order keys of the rows read (a window holding one of them learns that
    /// its order exists).
    func orders(_ db: Database, afterRow: Int64 = 0) throws -> (
        orders: [Order], lastRow: Int64, unreadable: Int, keys: Set<OrderKey>
    ) {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, document, status, orderKey FROM placedOrder
                WHERE customer = ? AND id > ? ORDER BY id
                """,
            arguments: [customer, afterRow])
        var orders: [Order] = []
        var lastRow = afterRow
        var unreadable = 0
        var keys: Set<OrderKey> = []
        while let row = try rows.next() {
            lastRow = row["id"]
            if let key: String = row["orderKey"] { keys.insert(OrderKey(key)) }
            if var order = Self.decode(row["document"] ?? "") {
                order.status = OrderStatus(rawValue: row["status"] ?? "") ?? .placed
                orders.append(order)
            } else {
                unreadable += 1
            }
        }
        return (orders, lastRow, unreadable, keys)
    }

    /// The number of this customer's order rows: fewer than an instance has seen means they
    /// were removed by hand (or a reset), and that instance reads them all again.
    func orderRowCount(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT count(*) FROM placedOrder WHERE customer = ?", arguments: [customer])
            ?? 0
    }

    /// The status of each of this customer's orders that is no longer just placed, by number.
    func statuses(_ db: Database) throws -> [OrderID: OrderStatus] {
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT number, status FROM placedOrder WHERE customer = ? AND status <> 'placed'",
            arguments: [customer])
        var statuses: [OrderID: OrderStatus] = [:]
        for row in rows {
            guard let number: String = row["number"],
                let status = OrderStatus(rawValue: row["status"] ?? "")
            else { continue }
            statuses[OrderID(number)] = status
        }
        return statuses
    }

    /// An order from its saved JSON, if it is one this build can read and could have written.
    static func decode(_ document: String) -> Order? {
        guard let order = try? JSONDecoder().decode(Order.self, from: Data(document.utf8)),
            order.isPossible
        else { return nil }
        return order
    }
}
