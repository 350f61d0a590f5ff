import Storefront

/// What each screen is called in breadcrumbs, titles and "Back to …" hints.
public enum RouteTitle {
    /// The title of `screen` (`nil` is Home), from today's catalog.
    public static func of(_ screen: Route?, in catalog: Catalog) -> String {
        switch screen {
        case nil: "Home"
        case .category(let id): catalog.category(id)?.name ?? id.rawValue
        case .product(let id): catalog.product(id)?.name ?? id.rawValue
        case .seller(let id): catalog.seller(id)?.name ?? id.rawValue
        case .search(let query): "Search “\(query)”"
        case .cart: "Cart"
        case .checkout(let step): step.title
        case .orders: "Orders"
        case .order(let id): "Order \(id)"
        }
    }
}
