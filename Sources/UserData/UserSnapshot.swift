import Storefront

/// What the database holds for one catalog's session: its cart lines, every order and the
/// profile.
public struct UserSnapshot: Sendable, Equatable {
    /// The open catalog's cart, lines in the order first added.
    public var cart = Cart()
    /// Every order, oldest first.
    public var orders: [Order] = []
    /// The address kept for the next order, if one was ever typed.
    public var profile: ShippingAddress?
    /// Orders whose saved form this build cannot read, left in the database untouched.
    public var unreadableOrders = 0
    /// Units ordered of each product since the open catalog's import, by every customer.
    public var ordered: [ProductID: Int] = [:]

    /// An empty snapshot: no database, or nothing saved yet.
    public init() {}
}
