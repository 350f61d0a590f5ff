import Storefront

/// One order as the shop owner sees it: whose it is, where it stands and how it got there.
public struct ShopOrder: Sendable, Equatable {
    /// The order, its status among its fields.
    public var order: Order
    /// The customer who placed it: an SSH key's fingerprint, or "" for the local user.
    public var customer: String
    /// Its status from placing on, oldest first: placed (at the order's time, by its
    /// customer), then each change the owner made.
    public var history: [StatusChange]
    /// Its row in the database: the order orders were placed in.
    public var row: Int64

    /// `order`, placed by `customer`; its history is its placing unless given.
    public init(order: Order, customer: String, history: [StatusChange]? = nil, row: Int64 = 0) {
        self.order = order
        self.customer = customer
        self.history =
            history ?? [StatusChange(status: .placed, at: order.placedAt, by: customer)]
        self.row = row
    }
}

/// One step of an order's history: it became `status` at `at` because of `by`.
public struct StatusChange: Sendable, Equatable, Codable {
    /// What the order became.
    public var status: OrderStatus
    /// When, ISO 8601 in UTC to the second: "2026-11-21T17:24:16Z".
    public var at: String
    /// Who: the owner's name (`--by`, else the login name), or for placing, the customer
    /// ("" for the local user).
    public var by: String

    /// A step of the history.
    public init(status: OrderStatus, at: String, by: String) {
        self.status = status
        self.at = at
        self.by = by
    }
}

/// Why the shop owner's change of an order's status was not made.
public enum StatusChangeRefusal: Error, Equatable, Sendable {
    /// No order has that number.
    case noSuchOrder(OrderID)
    /// The order is no longer just placed: shipped or cancelled already, by the change given
    /// (nil for a change made before changes were recorded).
    case already(OrderID, OrderStatus, StatusChange?)
}

/// A change of status that was made.
public struct StatusChanged: Equatable, Sendable {
    /// The order's number.
    public var number: OrderID
    /// The change, as recorded.
    public var change: StatusChange
    /// For a cancellation: whether its units went back to stock (false when the order does
    /// not say which catalog edition they were counted against: placed by an older Aisle).
    public var restocked: Bool

    /// A change made to `number`.
    public init(number: OrderID, change: StatusChange, restocked: Bool) {
        self.number = number
        self.change = change
        self.restocked = restocked
    }
}
