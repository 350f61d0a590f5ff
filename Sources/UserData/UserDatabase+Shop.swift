import GRDB
import Storefront

extension UserDatabase {
    /// Every customer's orders, newest first, for the shop owner (`aisle orders`); orders this
    /// build cannot read are left out and counted.
    public func shopOrders() throws(UserDataError) -> (orders: [ShopOrder], unreadable: Int) {
        try read { db in
            let histories = try statusChanges(db)
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, document, customer, status FROM placedOrder ORDER BY id DESC")
            var orders: [ShopOrder] = []
            var unreadable = 0
            while let row = try rows.next() {
                guard let order = Self.shopOrder(row, histories: histories) else {
                    unreadable += 1
                    continue
                }
                orders.append(order)
            }
            return (orders, unreadable)
        }
    }

    /// The order numbered `number`, whoever's it is (the newest, should an older Aisle have
    /// given two orders one number); nil when there is none, or it cannot be read.
    public func shopOrder(_ number: OrderID) throws(UserDataError) -> ShopOrder? {
        try read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, document, customer, status FROM placedOrder
                        WHERE number = ? ORDER BY id DESC LIMIT 1
                        """,
                    arguments: [number.rawValue])
            else { return nil }
            return Self.shopOrder(row, histories: try statusChanges(db, order: row["id"]))
        }
    }

    /// The order in `row` (id, document, customer, status), with its history; nil when the
    /// document is not one this build reads.
    static func shopOrder(_ row: Row, histories: [Int64: [StatusChange]]) -> ShopOrder? {
        guard var order = decode(row["document"] ?? "") else { return nil }
        order.status = OrderStatus(rawValue: row["status"] ?? "") ?? .placed
        let id: Int64 = row["id"]
        let customer: String = row["customer"] ?? ""
        let placing = StatusChange(status: .placed, at: order.placedAt, by: customer)
        return ShopOrder(
            order: order, customer: customer, history: [placing] + (histories[id] ?? []), row: id
        )
    }

    /// The recorded changes of status, oldest first, by order row (of one order, if given).
    func statusChanges(_ db: Database, order: Int64? = nil) throws -> [Int64: [StatusChange]] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT orderRow, status, at, byWhom FROM orderStatusChange
                WHERE ?1 IS NULL OR orderRow = ?1 ORDER BY id
                """,
            arguments: [order])
        var changes: [Int64: [StatusChange]] = [:]
        while let row = try rows.next() {
            guard let status = OrderStatus(rawValue: row["status"] ?? "") else { continue }
            changes[row["orderRow"], default: []].append(
                StatusChange(status: status, at: row["at"] ?? "", by: row["byWhom"] ?? ""))
        }
        return changes
    }
}
