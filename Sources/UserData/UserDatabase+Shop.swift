import GRDB
import Storefront

/// One order as the shop owner sees it: whose it is, and where it stands.
public struct ShopOrder: Sendable, Equatable {
    /// The order, its status among its fields.
    public var order: Order
    /// The customer who placed it: an SSH key's fingerprint, or "" for the local user.
    public var customer: String

    /// `order`, placed by `customer`.
    public init(order: Order, customer: String) {
        self.order = order
        self.customer = customer
    }
}

/// Why the shop owner's change of an order's status was not made.
public enum StatusChangeRefusal: Error, Equatable, Sendable {
    /// No order has that number.
    case noSuchOrder(OrderID)
    /// The order is no longer just placed (it was shipped or cancelled already).
    case already(OrderID, OrderStatus)
}

extension UserDatabase {
    /// Every customer's orders, newest first, for the shop owner (`aisle orders`); orders this
    /// build cannot read are left out and counted.
    public func shopOrders() throws(UserDataError) -> (orders: [ShopOrder], unreadable: Int) {
        try read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT document, customer, status FROM placedOrder ORDER BY id DESC")
            var orders: [ShopOrder] = []
            var unreadable = 0
            while let row = try rows.next() {
                guard var order = Self.decode(row["document"] ?? "") else {
                    unreadable += 1
                    continue
                }
                order.status = OrderStatus(rawValue: row["status"] ?? "") ?? .placed
                orders.append(ShopOrder(order: order, customer: row["customer"] ?? ""))
            }
            return (orders, unreadable)
        }
    }

    /// Sets the status of order `number` (whoever's it is) from placed to `status`; an order
    /// already shipped or cancelled stays as it is. Returns the refusal, if any.
    public func setStatus(_ status: OrderStatus, of number: OrderID) throws(UserDataError)
        -> StatusChangeRefusal?
    {
        guard !isReadOnly else { throw .readOnly(path: path) }
        return try write { db in
            let current = try String.fetchOne(
                db, sql: "SELECT status FROM placedOrder WHERE number = ? ORDER BY id DESC",
                arguments: [number.rawValue])
            guard let current else { return .noSuchOrder(number) }
            let now = OrderStatus(rawValue: current) ?? .placed
            guard now == .placed else { return .already(number, now) }
            // Numbers are unique among new orders; an older duplicate keeps its status.
            try db.execute(
                sql: """
                    UPDATE placedOrder SET status = ?
                    WHERE id = (SELECT max(id) FROM placedOrder WHERE number = ?)
                    """,
                arguments: [status.rawValue, number.rawValue])
            return nil
        }
    }
}
