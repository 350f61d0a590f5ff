/// Where an order stands, as the shop owner sets it (`aisle orders ship|cancel`); a customer's
/// orders screen shows it.
public enum OrderStatus: String, Hashable, Sendable, CaseIterable, Codable {
    /// Placed and not yet shipped: every order starts here.
    case placed
    /// On its way.
    case shipped
    /// Cancelled by the shop.
    case cancelled
}
