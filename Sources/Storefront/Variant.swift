/// One way a product is sold: a value for each of its options ("M", "Blue"), with its own id
/// (the shop's SKU), price and stock. The cart, orders and stock figures hold a variant by its
/// id, exactly as they hold a product without variants. It encodes as the entry of its
/// product's `"variants"` in a catalog file.
public struct Variant: Hashable, Sendable, Identifiable, Encodable {
    /// Unique among the catalog's product and variant ids: what a cart line names.
    public var id: ProductID
    /// One value per option of its product, in the product's option order.
    public var values: [String]
    /// Price in minor units of the catalog's currency.
    public var price: Int
    /// Units available; zero is out of stock.
    public var stock: Int

    /// Creates a variant.
    public init(id: ProductID, values: [String], price: Int, stock: Int) {
        self.id = id
        self.values = values
        self.price = price
        self.stock = stock
    }

    /// Its values as a person reads them: "M / Blue".
    public var title: String { values.joined(separator: " / ") }
}
