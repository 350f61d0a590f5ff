/// One product on a placed order, with its name and price as they were when it was placed,
/// so the order reads the same after the catalog changes.
public struct OrderLine: Hashable, Sendable, Codable {
    /// The product, which may since have left the catalog.
    public var product: ProductID
    /// The product's name when the order was placed.
    public var name: String
    /// The price of one unit when the order was placed, in minor units.
    public var unitPrice: Int
    /// Units ordered, at least 1.
    public var quantity: Int

    /// Creates a line.
    public init(product: ProductID, name: String, unitPrice: Int, quantity: Int) {
        self.product = product
        self.name = name
        self.unitPrice = unitPrice
        self.quantity = quantity
    }

    /// unitPrice × quantity. Lines from `Order.make` and `OrdersDocument.read` are within the
    /// maxima, so this fits; any other line is clamped to `Int.max` rather than trapping.
    public var total: Int { Amounts.saturatingMultiply(unitPrice, quantity) }
}
