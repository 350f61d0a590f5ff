/// The sink that builds a `CatalogContents` in memory, checking as records arrive that ids are
/// unique, and that every product's category and seller exist (at the end, for the products
/// that came before their category or seller in the file).
struct CatalogBuilder: CatalogSink {
    private var currency: Currency?
    private var categories: [Category] = []
    private var sellers: [Seller] = []
    private var products: [Product] = []
    private var categoryIndex: [CategoryID: Int] = [:]
    private var sellerIndex: [SellerID: Int] = [:]
    private var productIndex: [ProductID: Int] = [:]
    /// Products whose category or seller had not been read yet, with their records.
    private var pending: [(position: Int, record: CatalogRecord, offset: Int?)] = []

    /// A builder expecting about `productCount` products.
    init(productCount: Int = 0) {
        products.reserveCapacity(productCount)
        productIndex.reserveCapacity(productCount)
    }

    mutating func currency(_ currency: Currency) throws(CatalogRejection) {
        self.currency = currency
    }

    mutating func category(
        _ category: Category, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection) {
        if let problem = Catalog.textProblem(name: category.name) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        try Self.insert(category.id, categories.count, into: &categoryIndex, record, offset)
        categories.append(category)
    }

    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        if let problem = Catalog.textProblem(name: seller.name, about: seller.about) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        try Self.insert(seller.id, sellers.count, into: &sellerIndex, record, offset)
        sellers.append(seller)
    }

    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        if let problem = Catalog.rangeProblem(of: product) {
            throw CatalogRejection(problem, record: record, offset: offset)
        }
        try Self.insert(product.id, products.count, into: &productIndex, record, offset)
        // A variant's id names its product in the index: ids are one namespace.
        for variant in product.variants {
            try Self.insert(variant.id, products.count, into: &productIndex, record, offset)
        }
        if categoryIndex[product.category] == nil || sellerIndex[product.seller] == nil {
            pending.append((products.count, record, offset))
        }
        products.append(product)
    }

    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {
        for (position, record, offset) in pending {
            let product = products[position]
            if categoryIndex[product.category] == nil {
                report(
                    CatalogRejection(
                        .unknownCategory(product.category.rawValue), record: record, offset: offset)
                )
            } else if sellerIndex[product.seller] == nil {
                report(
                    CatalogRejection(
                        .unknownSeller(product.seller.rawValue), record: record, offset: offset))
            }
        }
        pending = []
    }

    /// The look-up tables built along the way, for `CatalogContents`.
    var indexes:
        (CatalogContents.CategoryIndex, CatalogContents.SellerIndex, CatalogContents.ProductIndex)
    {
        (categoryIndex, sellerIndex, productIndex)
    }

    /// The catalog, once `finish` has passed; nil when the file never named a currency.
    func contents() -> CatalogContents? {
        guard let currency else { return nil }
        return CatalogContents(
            checked: currency, categories: categories, sellers: sellers, products: products,
            indexes: indexes)
    }

    private static func insert<Tag>(
        _ id: Identifier<Tag>, _ position: Int, into index: inout [Identifier<Tag>: Int],
        _ record: CatalogRecord,
        _ offset: Int?
    ) throws(CatalogRejection) {
        if let first = index.updateValue(position, forKey: id) {
            index[id] = first
            var earlier = record
            earlier.index = first
            earlier.id = nil
            throw CatalogRejection(
                .duplicateID(id.rawValue, first: earlier), record: record, offset: offset)
        }
    }
}
