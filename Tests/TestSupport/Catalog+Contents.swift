import Storefront

extension Catalog {
    /// The records a test catalog was built from (`ImportedCatalogs`).
    public var contents: CatalogContents {
        guard let contents = ImportedCatalogs.contents(of: self) else {
            preconditionFailure("a test catalog is built through ImportedCatalogs")
        }
        return contents
    }
    /// Every product, in catalog order.
    public var products: [Product] { contents.products }
    /// Every seller, in catalog order.
    public var sellers: [Seller] { contents.sellers }
}

extension ProductShelf {
    /// Every product of the list, in order.
    public var all: [Product] { products(at: 0..<count) }
}
