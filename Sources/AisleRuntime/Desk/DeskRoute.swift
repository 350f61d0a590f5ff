import Storefront

/// A screen of the owner's desk above its root (every order, newest first): the desk's own
/// typed routes, holding identifiers only, saved as the desk's path (`DeskSession`).
public enum DeskRoute: Hashable, Codable, Sendable {
    /// One order's packing slip.
    case order(number: OrderID)
    /// One customer's orders (a key's fingerprint, or "" for the local user).
    case customer(id: String)
    /// Products running low on stock, of the catalog the desk was opened with.
    case lowStock
}

/// Which list of orders a list screen shows; its highlight is kept per list.
public enum DeskList: Hashable, Sendable {
    /// Every order (the root).
    case all
    /// One customer's orders.
    case customer(String)
}

/// A change of status the owner asked for: waiting for y/n, or being written.
public struct DeskChange: Hashable, Sendable {
    /// What the order becomes: shipped or cancelled.
    public var status: OrderStatus
    /// The order.
    public var number: OrderID

    /// `number` to become `status`.
    public init(_ status: OrderStatus, of number: OrderID) {
        self.status = status
        self.number = number
    }

    /// "Ship", "Cancel": the verb the question starts with.
    var verb: String { status == .shipped ? "Ship" : "Cancel" }

    /// "Shipping", "Cancelling": while it is written.
    var progressive: String { status == .shipped ? "Shipping" : "Cancelling" }
}
