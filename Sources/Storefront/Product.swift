/// Something for sale.
public struct Product: Hashable, Sendable, Codable, Identifiable {
    /// Unique within the catalog.
    public var id: ProductID
    /// The product's display name.
    public var name: String
    /// The category it is shelved in.
    public var category: CategoryID
    /// Who sells it.
    public var seller: SellerID
    /// Price in minor units of the catalog's currency (1850 is $18.50).
    public var price: Int
    /// Units available; zero is out of stock.
    public var stock: Int
    /// A few sentences about the product.
    public var description: String

    /// Creates a product.
    public init(
        id: ProductID, name: String, category: CategoryID, seller: SellerID, price: Int,
        stock: Int, description: String
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.seller = seller
        self.price = price
        self.stock = stock
        self.description = description
    }

    /// Whether it can be bought now.
    public var isInStock: Bool { stock > 0 }
}
