import Navigation
import Storefront

extension AppState {
    /// Follows a parsed link, as `aisle open` and the `:` prompt both do: fills in the first
    /// screen's canonical parents, keeps the valid part (checked like a restore) and opens it.
    /// Returns the notice to show when not every screen could be opened, else nil.
    public mutating func follow(_ routes: [Route]) -> String? {
        let resolver = LinkResolver(validator: routeValidator)
        let (resolved, problem) = resolver.resolve(routes)
        open(resolved)
        guard let problem else { return nil }
        let total = resolver.canonical(routes).count
        return LinkNotice.text(opened: resolved.count, of: total, problem)
    }

    /// Replaces the path with `routes` (already validated), as a link does, with each screen's
    /// highlight on the row that leads to the screen above it, so Back lands where it would
    /// have had the user walked there. (Search results are not kept: a screen's rows are
    /// computed from the catalog each time it is drawn.)
    public mutating func open(_ routes: [Route]) {
        positions = [:]
        changePath(.replace(routes))
        let screens: [Route?] = [nil] + path.routes.map { $0 }
        for (screen, next) in zip(screens, path.routes) {
            guard let row = row(leadingTo: next, on: screen) else { continue }
            positions[screen] = ListPosition(selected: row, top: row)
        }
    }

    /// The row of `screen` whose destination is `route`, if it lists one.
    func row(leadingTo route: Route, on screen: Route?) -> Int? {
        let shown = Screens.screen(for: screen, in: self)
        return (0..<shown.rowCount).first { shown.destination(at: $0) == route }
    }
}
