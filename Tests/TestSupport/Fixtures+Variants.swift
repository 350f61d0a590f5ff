import Storefront

extension Fixtures {
    /// A tee sold in Size × Colour: S/Black ($18, 4), M/Black ($18, 0), M/Blue ($20, 3),
    /// L/Blue ($22, 1). Its page opens on S / Black, the first in stock.
    public static let tee: ProductID = "tee"
    /// The tee's variants by their SKUs.
    public static let teeSmallBlack: ProductID = "TEE-S-BLK"
    public static let teeMediumBlack: ProductID = "TEE-M-BLK"
    public static let teeMediumBlue: ProductID = "TEE-M-BLU"
    public static let teeLargeBlue: ProductID = "TEE-L-BLU"

    /// The tee, shelved in Kitchen (the fixture's categories are few) and sold by the roastery.
    public static let teeProduct = Product(
        id: tee, name: "Aisle Tee", category: kitchen, seller: roastery, price: 0, stock: 0,
        description: "Soft cotton tee with the Aisle logo.", options: ["Size", "Colour"],
        variants: [
            Variant(id: teeSmallBlack, values: ["S", "Black"], price: 1800, stock: 4),
            Variant(id: teeMediumBlack, values: ["M", "Black"], price: 1800, stock: 0),
            Variant(id: teeMediumBlue, values: ["M", "Blue"], price: 2000, stock: 3),
            Variant(id: teeLargeBlue, values: ["L", "Blue"], price: 2200, stock: 1),
        ])

    /// The fixture catalog with the tee added last.
    public static func variantCatalog() throws -> Catalog {
        try catalog(products: products + [teeProduct])
    }
}
