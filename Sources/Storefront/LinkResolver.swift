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
    /// A product under a category or seller that does not list it is put under its own
    /// (`moves(in:)`), so the path keeps the catalog's shape.
    public func canonical(_ routes: [Route]) -> [Route] {
        reshaped(routes).routes
    }

    /// The products `routes` put under a category or seller that does not list them, each
    /// with the listing it was put under instead (its own): what a notice tells.
    public func moves(in routes: [Route]) -> [LinkMove] {
        reshaped(routes).moves
    }

    /// The canonical path for `routes`, cut to its longest valid prefix, and why it was cut if
    /// it was. A first product the catalog does not sell leaves nothing (`.productGone`).
    public func resolve(_ routes: [Route]) -> (routes: [Route], problem: RouteProblem?) {
        validator.validPrefix(of: canonical(routes))
    }

    /// The parents filled in, then each product under a category or seller that does not
    /// list it moved under its own; where its own is already lower in the path, the path goes
    /// back to it, as going to an open screen does.
    private func reshaped(_ routes: [Route]) -> (routes: [Route], moves: [LinkMove]) {
        guard let first = routes.first else { return (routes, []) }
        var shaped: [Route] = []
        var moves: [LinkMove] = []
        for route in parents(of: first) + routes {
            if case .product(let id) = route, let last = shaped.last,
                let own = ownListing(of: id, insteadOf: last)
            {
                moves.append(LinkMove(product: id, linked: last, own: own))
                shaped.removeLast()
                if let open = shaped.firstIndex(of: own) {
                    shaped.removeSubrange((open + 1)...)
                } else {
                    shaped.append(own)
                }
            }
            shaped.append(route)
        }
        return (shaped, moves)
    }

    /// The category or seller listing product `id` that should stand where `listing` does,
    /// when `listing` is a category or seller that does not list it; nil otherwise (and for a
    /// product the catalog does not sell: validation says so).
    private func ownListing(of id: ProductID, insteadOf listing: Route) -> Route? {
        guard let product = catalog.product(id) else { return nil }
        switch listing {
        case .category(let category) where category != product.category:
            return .category(id: product.category)
        case .seller(let seller) where seller != product.seller:
            return .seller(id: product.seller)
        default:
            return nil
        }
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
