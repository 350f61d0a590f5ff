import Storefront

/// The selectable rows of each screen and where each leads. Shared by the reducer (what Enter
/// opens, how far the highlight may move) and the screens (what to draw), so the two never
/// disagree.
enum ScreenItems {
    /// How many related products a product page lists.
    static let relatedLimit = 8

    /// Where each row of `screen` leads, top to bottom.
    static func destinations(of screen: Route?, in state: AppState) -> [Route] {
        let catalog = state.catalog
        switch screen {
        case nil:
            return catalog.categories.map { .category(id: $0.id) } + [.orders]
        case .category(let id):
            return catalog.products(in: id).map { .product(id: $0.id) }
        case .product(let id):
            guard let product = catalog.product(id) else { return [] }
            return [.seller(id: product.seller)]
                + related(to: product, in: catalog).map { .product(id: $0.id) }
        case .seller(let id):
            return catalog.products(by: id).map { .product(id: $0.id) }
        case .search(let query):
            return (state.searchResults[query] ?? []).map { .product(id: $0) }
        case .cart:
            return state.cart.lines.map { .product(id: $0.product) }
        case .orders:
            return state.orders.reversed().map { .order(id: $0.id) }
        case .order(let id):
            return (state.order(id)?.lines ?? []).map { .product(id: $0.product) }
        case .checkout:
            return []
        }
    }

    /// Products from the same category, the ones after it first, so neighbours differ from
    /// page to page, excluding the product itself.
    static func related(to product: Product, in catalog: Catalog) -> [Product] {
        let shelf = catalog.products(in: product.category)
        guard let index = shelf.firstIndex(where: { $0.id == product.id }) else { return [] }
        let rotated = shelf[(index + 1)...] + shelf[..<index]
        return Array(rotated.prefix(relatedLimit))
    }

    /// The product a row of `screen` stands for, for `a` (add to cart) on a list.
    static func product(at row: Int, of screen: Route?, in state: AppState) -> ProductID? {
        let rows = destinations(of: screen, in: state)
        guard rows.indices.contains(row), case .product(let id) = rows[row] else { return nil }
        return id
    }
}
