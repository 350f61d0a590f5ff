/// Today's catalog as the app sees it: a read-only `CatalogStore` behind the questions screens
/// ask. Two values are equal when they read the same store, so comparing states never compares
/// a million products.
public struct Catalog: Sendable, Equatable {
    /// Where the records come from.
    public let store: any CatalogStore
    /// Units ordered of each product since the catalog was imported (every customer's, in the
    /// shop's database): what a product shows in stock is the catalog's figure less these.
    public private(set) var ordered: [ProductID: Int] = [:]

    /// A catalog read from `store`.
    public init(store: any CatalogStore) {
        self.store = store
    }

    /// This catalog with `ordered` units taken from its stock figures.
    public func ordering(_ ordered: [ProductID: Int]) -> Catalog {
        var copy = self
        copy.ordered = ordered
        return copy
    }

    /// `product` as this catalog shows it: its stock less the units ordered since the import,
    /// each variant's less its own.
    func available(_ product: Product) -> Product {
        guard !ordered.isEmpty else { return product }
        guard product.hasVariants else {
            guard let units = ordered[product.id], units > 0 else { return product }
            var shown = product
            shown.stock = max(0, product.stock - units)
            return shown
        }
        var variants = product.variants
        for index in variants.indices {
            variants[index].stock = max(
                0, variants[index].stock - (ordered[variants[index].id] ?? 0))
        }
        return Product(
            id: product.id, name: product.name, category: product.category, seller: product.seller,
            price: product.price, stock: product.stock, description: product.description,
            options: product.options, variants: variants)
    }

    /// What the store found for `id` as something sold: the product itself, or the variant
    /// with that id as an item (`Product.item(_:)`); nil when neither has the id.
    func sellable(_ found: Product, _ id: ProductID) -> Product? {
        if found.id == id { return available(found) }
        return found.variant(id).map { available(found.item($0)) }
    }

    /// The currency all prices are in.
    public var currency: Currency { store.currency }
    /// Categories in catalog order.
    public var categories: [Category] { store.categories }
    /// How many products the catalog sells.
    public var productCount: Int { store.productCount }
    /// How many sellers the catalog names.
    public var sellerCount: Int { store.sellerCount }

    // What screens draw: a read that fails shows as nothing there (the store remembers the
    // failure, `readFailure`). Whatever removes or drops something asks the store itself,
    // whose reads throw.

    /// The product with `id`, if the catalog sells it and it could be read (for drawing); for
    /// a variant's id, the variant as an item named "Tee — M / Blue" (`Product.item(_:)`).
    public func product(_ id: ProductID) -> Product? {
        ((try? store.product(id)) ?? nil).flatMap { sellable($0, id) }
    }
    /// The product or variant with `id` as the store holds it (stock as imported), nil when
    /// the catalog sells neither; throws when the store cannot tell, for whatever would drop
    /// something on the answer.
    public func storedItem(_ id: ProductID) throws(CatalogStoreError) -> Product? {
        guard let found = try store.product(id) else { return nil }
        return found.id == id ? found : found.variant(id).map(found.item)
    }
    /// The category with `id`, if it exists.
    public func category(_ id: CategoryID) -> Category? { store.category(id) }
    /// The seller with `id`, if it exists and could be read (for drawing).
    public func seller(_ id: SellerID) -> Seller? { (try? store.seller(id)) ?? nil }
    /// The first read of this catalog that failed, if any.
    public var readFailure: CatalogStoreError? { store.readFailure }

    /// The products shelved in `category`.
    public func shelf(in category: CategoryID) -> ProductShelf { shelf(.category(category)) }
    /// The products `seller` sells.
    public func shelf(by seller: SellerID) -> ProductShelf { shelf(.seller(seller)) }
    /// The products matching `query`, name matches first.
    public func shelf(matching query: String) -> ProductShelf { shelf(.search(SearchQuery(query))) }
    /// The products of `listing`.
    public func shelf(_ listing: ProductListing) -> ProductShelf {
        ProductShelf(store: store, listing: listing, catalog: self)
    }

    /// How many products `category` holds, without building the list.
    public func productCount(in category: CategoryID) -> Int {
        (try? store.count(of: .category(category))) ?? 0
    }

    /// Products from the same category as `product`, the ones after it first, so neighbours
    /// differ from page to page, at most `limit`, excluding the product itself.
    public func related(to product: Product, limit: Int) -> [Product] {
        guard limit > 0, let position = (try? store.categoryPosition(of: product.id)) ?? nil
        else { return [] }
        let shelf = shelf(in: product.category)
        let after = shelf.products(at: (position + 1)..<(position + 1 + limit))
        let before = shelf.products(at: 0..<min(position, limit - after.count))
        return after + before
    }

    /// Two catalogs are equal when they read the same store with the same units ordered.
    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.ordered == rhs.ordered && lhs.store === rhs.store
    }
}

extension Catalog {
    /// "Did you mean" for `query`: its words replaced by the nearest indexed ones
    /// ("pyhton" → "python") when it finds nothing or its best result is weak (a product that
    /// holds none of the query's words in its name, and not the product whose id it is);
    /// nil when there is nothing to suggest or the store keeps no vocabulary.
    public func suggestion(for query: String) -> String? {
        guard let vocabulary = store as? any SearchVocabulary else { return nil }
        return vocabulary.rememberedSuggestion(for: query) {
            let search = SearchQuery(query)
            let best = shelf(.search(search)).products(at: 0..<1).first
            if let best, !SearchRanking.isWeak(best, for: search) { return nil }
            return SearchSuggestion.suggest(for: query, in: vocabulary, weak: best != nil)
                .map(SearchSymbols.display)
        }
    }
}
