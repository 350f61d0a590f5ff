/// One product in the cart and how many of it.
public struct CartLine: Hashable, Sendable, Codable {
    /// The product; its price and name are looked up in the catalog when shown.
    public var product: ProductID
    /// The most units of one product a cart line (and an order line) may hold: 999. With
    /// `Catalog.maximumPrice`, a line costs at most about 10¹², so totals fit an `Int` with
    /// room to spare (see `Catalog.maximumPrice`).
    public static let maximumQuantity = 999

    /// `quantity` brought within 1…`maximumQuantity`: the bounds every line keeps.
    public static func clamped(_ quantity: Int) -> Int { min(max(quantity, 1), maximumQuantity) }

    /// At least 1, at most `maximumQuantity`.
    public var quantity: Int
    /// The unit price when the line was last added to, so a later change can be pointed out;
    /// `nil` in carts saved before prices were remembered.
    public var priceWhenAdded: Int?
    /// The catalog the line was added from (its key: "bundled", or the catalog file's resolved
    /// path), set when the cart is saved; `nil` in carts saved before carts were kept per
    /// catalog, and such a line belongs to the catalog an older Aisle opened (`AISLE_CATALOG`,
    /// else the bundled one).
    public var catalog: String?
    /// The product's name when the line was last added to ("Tee — M / Blue"), so that a line
    /// whose product has left the catalog is still named; nil in lines saved before names were
    /// kept.
    public var name: String?

    /// Creates a line.
    public init(
        product: ProductID, quantity: Int, priceWhenAdded: Int? = nil, catalog: String? = nil,
        name: String? = nil
    ) {
        self.product = product
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
        self.catalog = catalog
        self.name = name
    }

    /// What to call the line's product: its name in `catalog`, else the name it was added
    /// with, else its id (only where no name was ever known).
    public func displayName(in catalog: Catalog) -> String {
        catalog.product(product)?.name ?? name ?? product.rawValue
    }

    /// `price × quantity`, what the line costs at `price`; clamped to `Int.max` rather than
    /// trapping, though prices and quantities within their maxima never come near it.
    public func total(at price: Int) -> Int {
        Amounts.saturatingMultiply(price, quantity)
    }

    /// Whether the catalog's `price` differs from the price when the line was added.
    public func priceChanged(to price: Int) -> Bool {
        priceWhenAdded.map { $0 != price } ?? false
    }
}
