/// One product in the cart and how many of it.
public struct CartLine: Hashable, Sendable, Codable {
    /// The product; its price and name are looked up in the catalog when shown.
    public var product: ProductID
    /// At least 1.
    public var quantity: Int

    /// Creates a line.
    public init(product: ProductID, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }
}
