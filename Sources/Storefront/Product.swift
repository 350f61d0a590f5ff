/// Something for sale.
public struct Product: Hashable, Sendable, Identifiable {
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
    /// Units available; zero is out of stock where `inventory` is `.counted`.
    public var stock: Int
    /// Whether `stock` limits what may be sold (`Inventory`); a product with variants is as
    /// its variants are (`Inventory.of`).
    public var inventory: Inventory
    /// A few sentences about the product.
    public var description: String
    /// The names of the product's options ("Size", "Colour"): one to three when it has
    /// variants, none otherwise.
    public var options: [String]
    /// The ways it is sold, each a choice of every option; empty for a product sold one way.
    /// With variants, `price` is the lowest of theirs and `stock` their sum.
    public var variants: [Variant]
    /// Words search finds the product by that are not shown (a Shopify export's `Tags`): the
    /// import indexes them; the cache keeps only the index, so a product read back has none.
    public var keywords: [String] = []
    /// The product this one is a variant of, for the sellable item `item(_:)` makes; nil for
    /// a product as the catalog lists it.
    public var variantOf: ProductID?

    /// Creates a product.
    public init(
        id: ProductID, name: String, category: CategoryID, seller: SellerID, price: Int,
        stock: Int, description: String, options: [String] = [], variants: [Variant] = [],
        inventory: Inventory = .counted
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.seller = seller
        self.price = price
        self.stock = stock
        self.description = description
        self.options = options
        self.variants = variants
        self.inventory = inventory
        variantOf = nil
        if !variants.isEmpty {
            self.inventory = Inventory.of(variants)
            self.price = variants.lazy.map(\.price).min() ?? price
            self.stock = min(
                variants.reduce(0) { Amounts.saturatingAdd($0, $1.stock) }, Catalog.maximumStock)
        }
    }

    /// Whether it can be bought now: something in stock, or sold whether or not it is.
    public var isInStock: Bool { stock > 0 || !inventory.limitsSales }
}

extension Product {
    /// Whether the product is sold in variants the user chooses between.
    public var hasVariants: Bool { !variants.isEmpty }

    /// The variant with `id`, if the product has one.
    public func variant(_ id: ProductID) -> Variant? { variants.first { $0.id == id } }

    /// The lowest and highest of its variants' prices; nil when it has none or they agree.
    public var priceRange: ClosedRange<Int>? {
        guard let low = variants.lazy.map(\.price).min(),
            let high = variants.lazy.map(\.price).max(), low < high
        else { return nil }
        return low...high
    }

    /// `variant` as something to put in the cart: its id, price and stock, and the product's
    /// name followed by its values ("Tee — M / Blue"), so carts, orders and receipts name it.
    public func item(_ variant: Variant) -> Product {
        var item = Product(
            id: variant.id, name: "\(name) — \(variant.title)", category: category,
            seller: seller, price: variant.price, stock: variant.stock, description: description,
            inventory: variant.inventory)
        item.variantOf = id
        return item
    }
}
