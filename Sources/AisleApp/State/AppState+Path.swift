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
    mutating func changePath(_ change: PathChange) {
        let left = positions
        // Every route enters bounded (a link's over-long query is cut), so no saved field can
        // grow past what the session file may hold.
        switch change {
        case .push(let route): path.push(route.bounded)
        case .pop: path.pop()
        case .popTo(let depth): path.pop(toIndex: depth - 1)
        case .replace(let routes), .walk(let routes): path.replace(with: routes.map(\.bounded))
        }
        if case .walk = change {} else { history.visit(path.routes, leaving: left) }
        let onPath = Set<Route?>(path.routes.map { $0 } + [nil])
        positions = positions.filter { onPath.contains($0.key) }
    }
}
