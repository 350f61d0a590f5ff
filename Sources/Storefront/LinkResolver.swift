/// Turns the routes of an opened link into a path the app can show: the first screen gets the
/// parents it is normally reached through, so Back works as if the user had walked there, and
/// the result is validated like a restored session.
public struct LinkResolver: Sendable {
    /// Checks the filled-in path; its catalog also supplies a product's category.
    public let validator: RouteValidator

    /// The catalog parents are looked up in.
    public var catalog: Catalog { validator.catalog }

    /// A resolver over today's catalog and cart.
    public init(catalog: Catalog, cart: Cart) {
        validator = RouteValidator(catalog: catalog, cart: cart)
    }

    /// A resolver that validates with `validator`, for the screens whose validity depends on
    /// more than the catalog and cart (orders, checkout progress).
    public init(validator: RouteValidator) {
        self.validator = validator
    }

    /// `routes` with the canonical parents of the first screen filled in:
    /// `product(p)` → `category(p's category), product(p)`;
    /// `checkout(step)` → `cart`, then every step up to `step`;
    /// `order(id)` → `orders, order(id)`.
    /// Only the first screen is completed, because the screens above it were reached from it.
    /// A product the catalog does not sell has no category to fill in and is left alone.
    public func canonical(_ routes: [Route]) -> [Route] {
        guard let first = routes.first else { return routes }
        return parents(of: first) + routes
    }

    /// The canonical path for `routes`, cut to its longest valid prefix, and why it was cut if
    /// it was. A first product the catalog does not sell leaves nothing (`.productGone`).
    public func resolve(_ routes: [Route]) -> (routes: [Route], problem: RouteProblem?) {
        validator.validPrefix(of: canonical(routes))
    }

    private func parents(of route: Route) -> [Route] {
        switch route {
        case .product(let id):
            guard let product = catalog.product(id) else { return [] }
            return [.category(id: product.category)]
        case .checkout(let step):
            let earlier = CheckoutStep.allCases.prefix { $0 != step }
            return [.cart] + earlier.map { .checkout(step: $0) }
        case .order:
            return [.orders]
        case .category, .seller, .search, .cart, .orders:
            return []
        }
    }
}
