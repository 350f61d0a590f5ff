/// The sink that builds a `CatalogContents` in memory; the rules that need other records
/// (unique ids, known categories and sellers, at the end for the products that came before
/// theirs) are `CatalogCrossChecks`, the importer's too.
struct CatalogBuilder: CatalogSink {
    private var currency: Currency?
    private var categories: [Category] = []
    private var sellers: [Seller] = []
    private var products: [Product] = []
    private var checks: CatalogCrossChecks

    /// A builder expecting about `productCount` products.
    init(productCount: Int = 0) {
        products.reserveCapacity(productCount)
        checks = CatalogCrossChecks(productCount: productCount)
    }

    mutating func currency(_ currency: Currency) throws(CatalogRejection) {
        self.currency = currency
    }

    mutating func category(
        _ category: Category, _ record: CatalogRecord, offset: Int?
    ) throws(CatalogRejection) {
        try checks.category(category, record, offset: offset)
        categories.append(category)
    }

    mutating func seller(_ seller: Seller, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        try checks.seller(seller, record, offset: offset)
        sellers.append(seller)
    }

    mutating func product(_ product: Product, _ record: CatalogRecord, offset: Int?)
        throws(CatalogRejection)
    {
        _ = try checks.product(product, at: products.count, record, offset: offset)
        products.append(product)
    }

    mutating func finish(report: (CatalogRejection) -> Void) throws(CatalogRejection) {
        _ = checks.finish(report: report)
    }

    /// The look-up tables built along the way, for `CatalogContents`.
    var indexes:
        (CatalogContents.CategoryIndex, CatalogContents.SellerIndex, CatalogContents.ProductIndex)
    {
        (checks.categories, checks.sellers, checks.products)
    }

    /// The catalog, once `finish` has passed; nil when the file never named a currency.
    func contents() -> CatalogContents? {
        guard let currency else { return nil }
        return CatalogContents(
            checked: currency, categories: categories, sellers: sellers, products: products,
            indexes: indexes)
    }
}
