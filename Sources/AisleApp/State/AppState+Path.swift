import Navigation
import Storefront

/// A change of the navigation path.
enum PathChange: Equatable {
    /// Go to `route` (popping back to it if it is already in the path).
    case push(Route)
    /// Back one screen; nothing at Home.
    case pop
    /// Back to the screen at `depth` (0 is Home).
    case popTo(depth: Int)
    /// A whole new path (a link, a restored session, a placed order).
    case replace([Route])
    /// The path of a history entry (`[`, `]`): shown without being recorded as a visit.
    case walk([Route])
}

extension AppState {
    /// The one way the path changes: search queries are cut to `Route.maximumQueryLength`,
    /// the new path is recorded in the history (unless it is a walk through it) with the
    /// positions of the path left, and positions of screens that left the path are dropped
    /// from `positions` (the history keeps them with the entry left).
    /// A variant's id in a product route (a cart line opened, a link) becomes its product's
    /// page with that variant chosen.
    mutating func changePath(_ change: PathChange) {
        let left = positions
        // The option rows have the keys only until the page is left.
        optionFocus = nil
        // Every route enters bounded (a link's over-long query is cut), so no saved field can
        // grow past what the session file may hold.
        var chosen: [(page: Route, variant: ProductID)] = []
        let catalog = self.catalog
        let entering = { (route: Route) -> Route in
            guard case .product(let id) = route, let product = catalog.product(id)?.variantOf
            else { return route.bounded }
            chosen.append((.product(id: product), id))
            return .product(id: product)
        }
        switch change {
        case .push(let route): path.push(entering(route))
        case .pop: path.pop()
        case .popTo(let depth): path.pop(toIndex: depth - 1)
        case .replace(let routes): path.replace(with: routes.map(entering))
        case .walk(let routes): path.replace(with: routes.map(entering))
        }
        if case .walk = change {} else { history.visit(path.routes, leaving: left) }
        let onPath = Set<Route?>(path.routes.map { $0 } + [nil])
        positions = positions.filter { onPath.contains($0.key) }
        for (page, variant) in chosen where onPath.contains(page) {
            positions[page, default: ListPosition()].variant = variant
        }
    }
}
