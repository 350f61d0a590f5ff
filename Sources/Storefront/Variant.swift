/// One way a product is sold: a value for each of its options ("M", "Blue"), with its own id
/// (the shop's SKU), price and stock. The cart, orders and stock figures hold a variant by its
/// id, exactly as they hold a product without variants. It encodes as the entry of its
/// product's `"variants"` in a catalog file.
public struct Variant: Hashable, Sendable, Identifiable {
    /// Unique among the catalog's product and variant ids: what a cart line names.
    public var id: ProductID
    /// One value per option of its product, in the product's option order.
    public var values: [String]
    /// Price in minor units of the catalog's currency.
    public var price: Int
    /// Units available; zero is out of stock where `inventory` is `.counted`.
    public var stock: Int
    /// Whether `stock` limits what may be sold.
    public var inventory: Inventory
    /// The shop's SKU, when it is not the id (a Shopify variant is identified by its product
    /// and values, since shops share SKUs): shown on its page and searchable.
    public var sku: String?

    /// Creates a variant.
    public init(
        id: ProductID, values: [String], price: Int, stock: Int, inventory: Inventory = .counted,
        sku: String? = nil
    ) {
        self.id = id
        self.values = values
        self.price = price
        self.stock = stock
        self.inventory = inventory
        self.sku = sku
    }

    /// Whether it can be bought now: something in stock, or sold whether or not it is.
    public var isInStock: Bool { stock > 0 || !inventory.limitsSales }

    /// Its values as a person reads them: "M / Blue".
    public var title: String { values.joined(separator: " / ") }
}

extension Product {
    /// The variant a product page opens on: the first in stock, else the first.
    public var defaultVariant: Variant? {
        variants.first(where: \.isInStock) ?? variants.first
    }

    /// The variant a choice of `value` for option `option` means, starting from `current`:
    /// the one with the other options as they are, if sold; else the first in stock with that
    /// value, else the first with it; nil when no variant has the value.
    public func variant(choosing value: String, forOption option: Int, from current: Variant?)
        -> Variant?
    {
        let having = variants.filter {
            $0.values.indices.contains(option) && $0.values[option] == value
        }
        if var wanted = current?.values, wanted.indices.contains(option) {
            wanted[option] = value
            if let exact = having.first(where: { $0.values == wanted }) { return exact }
        }
        return having.first(where: \.isInStock) ?? having.first
    }

    /// Each option's values in the order its variants first use them: what a product page
    /// lists to choose from.
    public var optionValues: [[String]] {
        options.indices.map { option in
            var seen: Set<String> = []
            return variants.compactMap { variant in
                guard variant.values.indices.contains(option) else { return nil }
                let value = variant.values[option]
                return seen.insert(value).inserted ? value : nil
            }
        }
    }
}
