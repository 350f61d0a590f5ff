import Storefront

/// The selectable rows of each screen and where each leads. Shared by the reducer (what Enter
/// opens, how far the highlight may move) and the screens (what to draw), so the two never
/// disagree. Rows are counted and looked up one at a time, never listed: a key press in a
/// category of 10,000 products must not build 10,000 routes.
enum ScreenItems {
    /// How many related products a product page lists.
    static let relatedLimit = 8

    /// How many rows `screen` has.
    static func count(of screen: Route?, in state: AppState) -> Int {
        let catalog = state.catalog
        switch screen {
        case nil: return catalog.categories.count + 1
        case .category(let id): return catalog.productCount(in: id)
        case .product(let id):
            guard let product = catalog.product(id) else { return 0 }
            return 1 + related(to: product, in: catalog).count
        case .seller(let id): return catalog.shelf(by: id).count
        case .search(let query): return state.searchResults[query]?.count ?? 0
        case .cart: return state.cart.lines.count
        case .orders: return state.orders.count
        case .order(let id): return state.order(id)?.lines.count ?? 0
        case .checkout: return 0
        }
    }

    /// Where row `row` of `screen` leads; `nil` outside the list.
    static func destination(at row: Int, of screen: Route?, in state: AppState) -> Route? {
        guard row >= 0, row < count(of: screen, in: state) else { return nil }
        let catalog = state.catalog
        switch screen {
        case nil:
            let categories = catalog.categories
            return row < categories.count ? .category(id: categories[row].id) : .orders
        case .category(let id):
            return .product(id: catalog.shelf(in: id)[row].id)
        case .product(let id):
            guard let product = catalog.product(id) else { return nil }
            return row == 0
                ? .seller(id: product.seller)
                : .product(id: related(to: product, in: catalog)[row - 1].id)
        case .seller(let id):
            return .product(id: catalog.shelf(by: id)[row].id)
        case .search(let query):
            return (state.searchResults[query]?[row]).map { .product(id: $0) }
        case .cart:
            return .product(id: state.cart.lines[row].product)
        case .orders:
            return .order(id: state.orders[state.orders.count - 1 - row].id)
        case .order(let id):
            return (state.order(id)?.lines[row].product).map { .product(id: $0) }
        case .checkout:
            return nil
        }
    }

    /// Products from the same category, the ones after it first, so neighbours differ from
    /// page to page, excluding the product itself.
    static func related(to product: Product, in catalog: Catalog) -> [Product] {
        let shelf = catalog.shelf(in: product.category)
        guard let index = shelf.firstIndex(where: { $0.id == product.id }) else { return [] }
        let after = shelf[(index + 1)...].prefix(relatedLimit)
        let before = shelf[..<index].prefix(relatedLimit - after.count)
        return Array(after) + Array(before)
    }

    /// The product a row of `screen` stands for, for `a` (add to cart) on a list.
    static func product(at row: Int, of screen: Route?, in state: AppState) -> ProductID? {
        guard case .product(let id) = destination(at: row, of: screen, in: state) else {
            return nil
        }
        return id
    }
}
