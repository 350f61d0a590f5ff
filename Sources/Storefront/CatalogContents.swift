/// A whole catalog's records held in memory, with dictionary look-ups, checked as the importer
/// checks them: what a JSON or CSV reader builds in memory (`decode`, `build`) for tests and
/// the fuzzer. Aisle reads every catalog through the SQLite cache, tests' included.
///
/// It is validated on construction (see `CatalogError`), so every product's category and
/// seller exist and identifiers are unique; the products of a category or seller are
/// precomputed, so drawing a screen never scans the whole catalog.
public struct CatalogContents: Sendable, Equatable {
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

    /// Builds a catalog, checking that it holds together (unique ids, known categories and
    /// sellers, prices and stock within `maximumPrice` and `maximumStock`); throws the first
    /// problem found, naming the record.
    public init(
        currency: Currency, categories: [Category], sellers: [Seller], products: [Product]
    ) throws(CatalogError) {
        var builder = CatalogBuilder(productCount: products.count)
        do throws(CatalogRejection) {
            try builder.currency(currency)
            for (index, category) in categories.enumerated() {
                let record = CatalogRecord(.categories, index, id: category.id.rawValue)
                try builder.category(category, record, offset: nil)
            }
            for (index, seller) in sellers.enumerated() {
                try builder.seller(
                    seller, CatalogRecord(.sellers, index, id: seller.id.rawValue), offset: nil)
            }
            for (index, product) in products.enumerated() {
                let record = CatalogRecord(.products, index, id: product.id.rawValue)
                try builder.product(product, record, offset: nil)
            }
            var first: CatalogRejection?
            try builder.finish { rejection in first = first ?? rejection }
            if let first { throw first }
        } catch {
            throw .invalid(error.problem, at: CatalogPlace(record: error.record))
        }
        self.init(
            checked: currency, categories: categories, sellers: sellers, products: products,
            indexes: builder.indexes)
    }

    /// A catalog from records `CatalogBuilder` has checked, with its indexes.
    init(
        checked currency: Currency, categories: [Category], sellers: [Seller],
        products: [Product],
        indexes: (CategoryIndex, SellerIndex, ProductIndex)
    ) {
        self.currency = currency
        self.categories = categories
        self.sellers = sellers
        self.products = products
        (categoryIndex, sellerIndex, productIndex) = indexes
        var byCategory: [CategoryID: [Int]] = [:]
        var bySeller: [SellerID: [Int]] = [:]
        for (offset, product) in products.enumerated() {
            byCategory[product.category, default: []].append(offset)
            bySeller[product.seller, default: []].append(offset)
        }
        productsByCategory = byCategory
        productsBySeller = bySeller
    }

    typealias CategoryIndex = [CategoryID: Int]
    typealias SellerIndex = [SellerID: Int]
    typealias ProductIndex = [ProductID: Int]

    /// The product with `id`, or the one with a variant of that id, if the catalog sells it.
    public func product(_ id: ProductID) -> Product? { productIndex[id].map { products[$0] } }
    /// The category with `id`, if it exists.
    public func category(_ id: CategoryID) -> Category? { categoryIndex[id].map { categories[$0] } }
    /// The seller with `id`, if it exists.
    public func seller(_ id: SellerID) -> Seller? { sellerIndex[id].map { sellers[$0] } }

    /// The catalog positions of the products shelved in `category`, in catalog order.
    func positions(in category: CategoryID) -> [Int] { productsByCategory[category] ?? [] }

    /// The catalog positions of the products `seller` sells, in catalog order.
    func positions(by seller: SellerID) -> [Int] { productsBySeller[seller] ?? [] }

    /// The position of the product with `id` in `products`.
    func position(of id: ProductID) -> Int? { productIndex[id] }

    public static func == (lhs: CatalogContents, rhs: CatalogContents) -> Bool {
        lhs.currency == rhs.currency && lhs.categories == rhs.categories
            && lhs.sellers == rhs.sellers && lhs.products == rhs.products
    }
}
