/// Everything on sale, with the look-ups screens need, built once when the catalog loads.
///
/// A catalog is validated on construction (see `CatalogError`), so every product's category
/// and seller exist and identifiers are unique. Look-ups are dictionary hits; the products of
/// a category or seller are precomputed, so drawing a screen never scans the whole catalog.
public struct Catalog: Sendable, Equatable {
    /// The currency all prices are in.
    public let currency: Currency
    /// Categories in catalog order.
    public let categories: [Category]
    /// Sellers in catalog order.
    public let sellers: [Seller]
    /// Products in catalog order.
    public let products: [Product]

    private let productIndex: [ProductID: Int]
    private let categoryIndex: [CategoryID: Int]
    private let sellerIndex: [SellerID: Int]
    private let productsByCategory: [CategoryID: [Int]]
    private let productsBySeller: [SellerID: [Int]]

    /// Builds a catalog, checking that it holds together; throws the first problem found.
    public init(
        currency: Currency, categories: [Category], sellers: [Seller], products: [Product]
    ) throws(CatalogError) {
        self.currency = currency
        self.categories = categories
        self.sellers = sellers
        self.products = products
        categoryIndex = try Self.index(categories.map(\.id)) { .duplicateCategory($0) }
        sellerIndex = try Self.index(sellers.map(\.id)) { .duplicateSeller($0) }
        productIndex = try Self.index(products.map(\.id)) { .duplicateProduct($0) }
        var byCategory: [CategoryID: [Int]] = [:]
        var bySeller: [SellerID: [Int]] = [:]
        for (offset, product) in products.enumerated() {
            guard categoryIndex[product.category] != nil else {
                throw .unknownCategory(product: product.id, category: product.category)
            }
            guard sellerIndex[product.seller] != nil else {
                throw .unknownSeller(product: product.id, seller: product.seller)
            }
            guard product.price >= 0 else { throw .negativePrice(product.id) }
            guard product.stock >= 0 else { throw .negativeStock(product.id) }
            byCategory[product.category, default: []].append(offset)
            bySeller[product.seller, default: []].append(offset)
        }
        productsByCategory = byCategory
        productsBySeller = bySeller
    }

    /// The product with `id`, if the catalog sells it.
    public func product(_ id: ProductID) -> Product? { productIndex[id].map { products[$0] } }
    /// The category with `id`, if it exists.
    public func category(_ id: CategoryID) -> Category? { categoryIndex[id].map { categories[$0] } }
    /// The seller with `id`, if it exists.
    public func seller(_ id: SellerID) -> Seller? { sellerIndex[id].map { sellers[$0] } }

    /// The products shelved in `category`, in catalog order.
    public func products(in category: CategoryID) -> [Product] { Array(shelf(in: category)) }

    /// The products shelved in `category`, as a view that copies nothing.
    public func shelf(in category: CategoryID) -> ProductShelf {
        ProductShelf(all: products, positions: productsByCategory[category] ?? [])
    }

    /// The products `seller` sells, as a view that copies nothing.
    public func shelf(by seller: SellerID) -> ProductShelf {
        ProductShelf(all: products, positions: productsBySeller[seller] ?? [])
    }

    /// How many products `category` holds, without building the list.
    public func productCount(in category: CategoryID) -> Int {
        productsByCategory[category]?.count ?? 0
    }

    /// The products `seller` sells, in catalog order.
    public func products(by seller: SellerID) -> [Product] { Array(shelf(by: seller)) }

    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.currency == rhs.currency && lhs.categories == rhs.categories
            && lhs.sellers == rhs.sellers && lhs.products == rhs.products
    }

    private static func index<ID: Hashable>(
        _ ids: [ID], duplicate: (ID) -> CatalogError
    ) throws(CatalogError) -> [ID: Int] {
        var index: [ID: Int] = [:]
        index.reserveCapacity(ids.count)
        for (offset, id) in ids.enumerated() {
            guard index.updateValue(offset, forKey: id) == nil else { throw duplicate(id) }
        }
        return index
    }
}
