/// One product in the cart and how many of it.
public struct CartLine: Hashable, Sendable, Codable {
    /// The product; its price and name are looked up in the catalog when shown.
    public var product: ProductID
    /// At least 1.
    public var quantity: Int
    /// The unit price when the line was last added to, so a later change can be pointed out;
    /// `nil` in carts saved before prices were remembered.
    public var priceWhenAdded: Int?

    /// Creates a line.
    public init(product: ProductID, quantity: Int, priceWhenAdded: Int? = nil) {
        self.product = product
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
    }

    /// Whether the catalog's `price` differs from the price when the line was added.
    public func priceChanged(to price: Int) -> Bool {
        priceWhenAdded.map { $0 != price } ?? false
    }
}
