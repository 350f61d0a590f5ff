/// Checks routes against today's catalog and cart: what a restored session or an opened link
/// may show. A path is validated front to back; the first invalid route is dropped together
/// with everything above it, because the screens above it were reached through it.
public struct RouteValidator: Sendable {
    /// The catalog routes are checked against.
    public let catalog: Catalog
    /// The cart, for the screens that need one.
    public let cart: Cart
    /// The orders placed so far.
    public let orders: Set<OrderID>
    /// How far checkout can go.
    public let checkout: CheckoutProgress

    /// Creates a validator over today's data.
    public init(
        catalog: Catalog, cart: Cart, orders: Set<OrderID> = [],
        checkout: CheckoutProgress = .none
    ) {
        self.catalog = catalog
        self.cart = cart
        self.orders = orders
        self.checkout = checkout
    }

    /// Why `route` cannot be shown, or `nil` when it can. A screen whose record could not be
    /// read is kept (and drawn as far as it can be): dropping it would rest on a failed read.
    public func problem(with route: Route) -> RouteProblem? {
        switch route {
        case .category(let id): catalog.category(id) == nil ? .categoryGone(id) : nil
        case .product(let id):
            gone(.productGone(id)) { () throws(CatalogStoreError) in
                try catalog.storedItem(id)
            }
        case .seller(let id):
            gone(.sellerGone(id)) { () throws(CatalogStoreError) in
                try catalog.store.seller(id)
            }
        case .search(let query):
            query.allSatisfy { $0.isWhitespace } ? .emptySearch : nil
        case .cart: nil
        case .checkout(let step): problem(with: step)
        case .orders: nil
        case .order(let id): orders.contains(id) ? nil : .orderGone(id)
        }
    }

    /// `problem` when `read` finds nothing; nil when it finds the record or cannot tell.
    private func gone<Record>(
        _ problem: RouteProblem, _ read: () throws(CatalogStoreError) -> Record?
    ) -> RouteProblem? {
        do throws(CatalogStoreError) {
            return try read() == nil ? problem : nil
        } catch {
            return nil
        }
    }

    /// Each step needs a non-empty cart and the steps before it complete.
    private func problem(with step: CheckoutStep) -> RouteProblem? {
        guard !cart.isEmpty else { return .cartEmpty }
        switch step {
        case .shipping: return nil
        case .payment: return checkout.shippingComplete ? nil : .shippingIncomplete
        case .review:
            if !checkout.shippingComplete { return .shippingIncomplete }
            return checkout.paymentComplete ? nil : .paymentIncomplete
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
