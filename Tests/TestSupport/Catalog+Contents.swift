import Storefront

extension Catalog {
    /// The records of a catalog held in memory (tests build their catalogs in memory).
    public var contents: CatalogContents {
        guard let memory = store as? MemoryCatalogStore else {
            preconditionFailure("a test catalog is held in memory")
        }
        return memory.contents
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
