extension Catalog {
    /// The highest price a catalog may ask, in minor units: 10⁹ (ten million dollars, or a
    /// billion yen). With at most `CartLine.maximumQuantity` units per line, a line costs at
    /// most about 10¹², so a cart or order of nine million distinct lines still totals, with
    /// shipping and a 25 % tax, below `Int.max` (9.2 × 10¹⁸) — far more lines than any catalog
    /// Aisle reads can hold. Totals are computed with checked arithmetic all the same.
    public static let maximumPrice = 1_000_000_000
    /// The most units a product may have in stock: a million. Shown on screens, never summed.
    public static let maximumStock = 1_000_000

    /// What is wrong with `product`'s price or stock, nil when both are within range.
    public static func rangeProblem(of product: Product) -> CatalogProblem? {
        if !(0...maximumPrice).contains(product.price) {
            return .outOfRange(field: "price", found: String(product.price), maximum: maximumPrice)
        }
        if !(0...maximumStock).contains(product.stock) {
            return .outOfRange(field: "stock", found: String(product.stock), maximum: maximumStock)
        }
        return nil
    }
}
