import Storefront
import TerminalUI

/// Row 0: numbered breadcrumbs on the left (press the number to jump there), the cart on the
/// right. Crumbs that do not fit are elided from the middle, Home and the current screen
/// stay.
enum TopBar {
    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.fill(row: 0, style: .bar)
        let cart = cartSummary(state)
        let cartWidth = DisplayWidth.of(cart)
        let room = width - 2 - (cartWidth + 2 <= width / 2 ? cartWidth + 2 : 0)
        canvas.write(breadcrumbs(state, width: room), row: 0, column: 1, width: room, style: .bar)
        if cartWidth + 2 <= width / 2 {
            canvas.write(cart, row: 0, column: width - cartWidth - 1, style: .bar)
        }
    }

    static func cartSummary(_ state: AppState) -> String {
        let count = state.cart.itemCount
        guard count > 0 else { return "Cart empty" }
        let total = state.catalog.currency.format(state.cart.subtotal(in: state.catalog))
        return "Cart \(Counted.grouped(count)) · \(total)"
    }

    /// "1 Home › 2 Coffee › 3 Kettle", with "…" standing for crumbs that do not fit in `width`.
    static func breadcrumbs(_ state: AppState, width: Int) -> String {
        let screens: [Route?] = [nil] + state.path.routes.map { $0 }
        let crumbs = screens.enumerated().map { depth, screen in
            depth < 9
                ? "\(depth + 1) \(RouteTitle.of(screen, in: state.catalog))"
                : RouteTitle.of(screen, in: state.catalog)
        }
        var kept = crumbs
        var elided = false
        // Drop crumbs after Home until it fits, keeping at least Home and the current screen.
        while kept.count > 2, DisplayWidth.of(join(kept, elided: elided)) > width {
            kept.remove(at: 1)
            elided = true
        }
        return join(kept, elided: elided)
    }

    private static func join(_ crumbs: [String], elided: Bool) -> String {
        guard elided, let first = crumbs.first else { return crumbs.joined(separator: " › ") }
        return ([first, "…"] + crumbs.dropFirst()).joined(separator: " › ")
    }
}
