import Storefront

/// What a product screen showed of the things that change under a user: the price and the
/// stock. Kept in the session for each product on the path, so a screen restored later can say
/// what changed since (`ProductChange`).
public struct ProductFingerprint: Hashable, Sendable {
    /// The price, in minor units of the catalog's currency.
    public var price: Int
    /// Units in stock.
    public var stock: Int

    /// A fingerprint of `price` and `stock`.
    public init(price: Int, stock: Int) {
        self.price = price
        self.stock = stock
    }

    /// What `product` shows now.
    public init(_ product: Product) {
        self.init(price: product.price, stock: product.stock)
    }

    /// Whether both numbers are ones a catalog may hold (`Catalog.maximumPrice`,
    /// `Catalog.maximumStock`): a saved fingerprint outside them is not compared.
    var isInRange: Bool {
        (0...Catalog.maximumPrice).contains(price) && (0...Catalog.maximumStock).contains(stock)
    }
}
