/// Every screen of Aisle, as a value. The navigation path is an array of these; the screen on
/// display is derived from the last one. Routes hold identifiers, never records: the record is
/// looked up when the screen is drawn, and a route whose record is gone is a handled case.
///
/// The synthesized Codable form is the saved form: `{"product":{"id":"p-1"}}`, `{"cart":{}}`.
public enum Route: Hashable, Sendable, Codable {
    /// The products of a category.
    case category(id: CategoryID)
    /// One product.
    case product(id: ProductID)
    /// A seller's profile and products.
    case seller(id: SellerID)
    /// Search results for a non-empty query.
    case search(query: String)
    /// The cart.
    case cart
    /// A step of checkout.
    case checkout(step: CheckoutStep)
    /// Past orders.
    case orders
    /// One placed order.
    case order(id: OrderID)
}

/// Identifies a placed order.
public typealias OrderID = Identifier<Order>
