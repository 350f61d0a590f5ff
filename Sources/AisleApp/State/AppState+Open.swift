import Navigation
import Storefront

extension AppState {
    /// Replaces the path with `routes` (already validated), as a link does: search results
    /// computed for the new screens, and each screen's highlight on the row that leads to the
    /// screen above it, so Back lands where it would have had the user walked there.
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
