/// What an order costs, in minor units of the catalog's currency; `total` is exactly the sum
/// of the other three.
public struct Totals: Hashable, Sendable, Codable {
    /// The lines' prices times quantities.
    public var subtotal: Int
    /// The shipping fee, zero when free.
    public var shipping: Int
    /// Tax on subtotal plus shipping.
    public var tax: Int
    /// subtotal + shipping + tax.
    public var total: Int

    /// Totals with the given parts; `Pricing.totals` computes them.
    public init(subtotal: Int, shipping: Int, tax: Int, total: Int) {
        self.subtotal = subtotal
        self.shipping = shipping
        self.tax = tax
        self.total = total
    }
}
