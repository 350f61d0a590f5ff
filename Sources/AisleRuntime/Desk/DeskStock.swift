import Storefront
import UserData

/// What the low-stock screen lists: each counted product (each variant, for a product sold in
/// variants) with `threshold` units or fewer left — the catalog's stock less the units ordered
/// since its import, as every customer's screen counts them.
public enum DeskStock {
    /// At most this many units left is "low".
    public static let threshold = 5

    /// The items of `products` running low, given the units `ordered` of each id.
    public static func low(
        _ products: [Product], ordered: [ProductID: Int], threshold: Int = threshold
    ) -> [LowStockItem] {
        var items: [LowStockItem] = []
        for product in products {
            if product.variants.isEmpty {
                guard product.inventory == .counted else { continue }
                let left = max(0, product.stock - (ordered[product.id] ?? 0))
                if left <= threshold {
                    items.append(LowStockItem(product: product.id, name: product.name, left: left))
                }
                continue
            }
            for variant in product.variants where variant.inventory == .counted {
                let left = max(0, variant.stock - (ordered[variant.id] ?? 0))
                guard left <= threshold else { continue }
                let name = product.name + " (" + variant.values.joined(separator: ", ") + ")"
                items.append(LowStockItem(product: variant.id, name: name, left: left))
            }
        }
        return items
    }

    /// Every product of `catalog`, category by category (a product is listed in one).
    public static func products(of catalog: Catalog) -> [Product] {
        var products: [Product] = []
        for category in catalog.store.categories {
            let listing = ProductListing.category(category.id)
            guard let count = try? catalog.store.count(of: listing),
                let page = try? catalog.store.products(of: listing, at: 0..<count)
            else { continue }
            products += page
        }
        return products
    }
}

/// The catalog the desk counts stock of: its products and the edition orders count against.
public struct DeskStockSource: Sendable {
    /// Every product of the catalog.
    public let products: [Product]
    /// The catalog's key and import, as the sessions count units against it.
    public let edition: StockEdition

    /// The products of `catalog` (key `key`, import `edition`).
    public init(products: [Product], edition: StockEdition) {
        self.products = products
        self.edition = edition
    }

    /// What is running low now.
    func low(in database: any ShopStore) throws(UserDataError) -> [LowStockItem] {
        let ordered = try database.load(catalog: edition.catalog, stock: edition).0.ordered
        return DeskStock.low(products, ordered: ordered)
    }
}

/// A product whose stock is running low: what the low-stock screen lists.
public struct LowStockItem: Hashable, Sendable {
    /// The product.
    public var product: ProductID
    /// Its name.
    public var name: String
    /// Units left (the catalog's stock less what was ordered since its import).
    public var left: Int

    /// An item of the list.
    public init(product: ProductID, name: String, left: Int) {
        self.product = product
        self.name = name
        self.left = left
    }
}
