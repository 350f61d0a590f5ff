/// One list of products as a screen sees it: how many there are and the ones at given
/// positions, fetched from the store only for the rows drawn. A category of a hundred thousand
/// products costs nothing to hand to a screen that draws twenty of them.
public struct ProductShelf: Sendable {
    /// The store the products come from.
    let store: any CatalogStore
    /// Which list this is.
    public let listing: ProductListing
    /// How many products the list holds.
    public let count: Int

    /// The catalog whose stock figures the products show (less the units ordered).
    private let catalog: Catalog

    init(store: any CatalogStore, listing: ProductListing, catalog: Catalog) {
        self.store = store
        self.listing = listing
        self.catalog = catalog
        // Drawing shows a list that cannot be read as empty (see `Catalog`).
        count = (try? store.count(of: listing)) ?? 0
    }

    /// Whether the list is empty.
    public var isEmpty: Bool { count == 0 }

    /// The products at `positions`, clamped to the list.
    public func products(at positions: Range<Int>) -> [Product] {
        let clamped = positions.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return [] }
        return ((try? store.products(of: listing, at: clamped)) ?? []).map(catalog.available)
    }

    /// Where the product with `id` stands in the list, if it is there.
    public func index(of id: ProductID) -> Int? {
        (try? store.index(of: id, in: listing)) ?? nil
    }

    /// The product at `position`, if the list is that long.
    public subscript(position: Int) -> Product? {
        products(at: position..<(position + 1)).first
    }
}
