/// Checks routes against today's catalog and cart: what a restored session or an opened link
/// may show. A path is validated front to back; the first invalid route is dropped together
/// with everything above it, because the screens above it were reached through it.
public struct RouteValidator: Sendable {
    /// The catalog routes are checked against.
    public let catalog: Catalog
    /// The cart, for the screens that need one.
    public let cart: Cart

    /// Creates a validator over today's data.
    public init(catalog: Catalog, cart: Cart) {
        self.catalog = catalog
        self.cart = cart
    }

    /// Why `route` cannot be shown, or `nil` when it can.
    public func problem(with route: Route) -> RouteProblem? {
        switch route {
        case .category(let id): catalog.category(id) == nil ? .categoryGone(id) : nil
        case .product(let id): catalog.product(id) == nil ? .productGone(id) : nil
        case .seller(let id): catalog.seller(id) == nil ? .sellerGone(id) : nil
        case .search(let query):
            query.allSatisfy { $0.isWhitespace } ? .emptySearch : nil
        case .cart: nil
        case .checkout: .unavailable("checkout")
        case .orders, .order: .unavailable("the orders screen")
        }
    }

    /// The longest valid prefix of `routes`, and why it stopped short if it did.
    public func validPrefix(of routes: [Route]) -> (routes: [Route], problem: RouteProblem?) {
        for (index, route) in routes.enumerated() {
            if let problem = problem(with: route) { return (Array(routes[..<index]), problem) }
        }
        return (routes, nil)
    }
}
