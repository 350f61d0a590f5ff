import Navigation
import Storefront

extension AppState {
    /// Follows a parsed link, as `aisle open` does: fills in the first screen's canonical
    /// parents, puts a product under its own category or seller, keeps the valid part
    /// (checked like a restore) and opens it. Returns the notice to show when not every screen
    /// could be opened, or a product was moved, else nil.
    public mutating func follow(_ routes: [Route]) -> String? {
        let resolver = LinkResolver(validator: routeValidator)
        let (resolved, problem) = resolver.resolve(routes)
        open(resolved)
        guard let problem else { return LinkNotice.moved(resolver.moves(in: routes), in: catalog) }
        let total = resolver.canonical(routes).count
        return LinkNotice.text(opened: resolved.count, of: total, problem)
    }

    /// Replaces the path with `routes` (already validated), as a link does, with each screen's
    /// highlight on the row that leads to the screen above it, so Back lands where it would
    /// have had the user walked there. (Search results are not kept: a screen's rows are
    /// computed from the catalog each time it is drawn.)
    public mutating func open(_ routes: [Route]) {
        // The path left hands its positions to the history first; the new one starts afresh.
        changePath(.replace(routes))
        // The variant a link names (`changePath` chose it) stays chosen.
        let chosen = positions.compactMapValues(\.variant)
        positions = chosen.mapValues { ListPosition(variant: $0) }
        let screens: [Route?] = [nil] + path.routes.map { $0 }
        for (screen, next) in zip(screens, path.routes) {
            guard let row = row(leadingTo: next, on: screen) else { continue }
            positions[screen, default: ListPosition()].selected = row
            positions[screen, default: ListPosition()].top = row
        }
    }

    /// Puts back `saved` list positions of screens on the path (a walk through the history, a
    /// restored session): each whole, order and filter first since they decide how many rows
    /// there are, then its highlight kept within the rows there are today.
    mutating func restorePositions(_ saved: [Route?: ListPosition]) {
        let onPath = Set<Route?>([nil] + path.routes.map { $0 })
        for (screen, position) in saved where onPath.contains(screen) {
            positions[screen] = position
            let count = Screens.screen(for: screen, in: self).rowCount
            positions[screen]?.selected = min(position.selected, max(0, count - 1))
            // A variant chosen there that is no longer sold gives way to the page's default;
            // a read that failed says nothing of it, so the choice stays.
            if case .product(let id)? = screen, let variant = position.variant,
                isGone(variant, of: id)
            {
                positions[screen]?.variant = nil
            }
        }
    }

    /// Whether product `id` is known, by a read that did not fail, to have no variant
    /// `variant` (a product no longer sold has none).
    private func isGone(_ variant: ProductID, of id: ProductID) -> Bool {
        do {
            return try catalog.storedItem(id)?.variant(variant) == nil
        } catch {
            return false
        }
    }

    /// The row of `screen` whose destination is `route`, if it lists one.
    func row(leadingTo route: Route, on screen: Route?) -> Int? {
        let shown = Screens.screen(for: screen, in: self)
        return (0..<shown.rowCount).first { shown.destination(at: $0) == route }
    }
}
