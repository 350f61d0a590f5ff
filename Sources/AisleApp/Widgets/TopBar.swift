import Storefront
import TerminalUI

/// Row 0: numbered breadcrumbs on the left (press the number, or click the crumb, to jump
/// there), the cart on the right. Crumbs that do not fit are elided from the middle, Home and
/// the current screen stay.
enum TopBar {
    /// One crumb: its text and the path depth it returns to (`nil` for the "…" of elided ones).
    struct Crumb: Equatable {
        var text: String
        var depth: Int?
    }

    /// Where the parts of the bar go at `width` columns: drawing and clicks both use this.
    struct Layout {
        /// Each crumb with the columns it covers (cut at the room the crumbs have).
        var crumbs: [(crumb: Crumb, columns: Range<Int>)]
        /// The columns the crumbs may use, from column 1.
        var room: Int
        /// The cart summary and its columns, when it fits.
        var cart: (text: String, columns: Range<Int>)?
    }

    static func layout(_ state: AppState, width: Int) -> Layout {
        let cart = cartSummary(state)
        let cartWidth = DisplayWidth.of(cart)
        let showsCart = cartWidth + 2 <= width / 2
        let room = width - 2 - (showsCart ? cartWidth + 2 : 0)
        var spans: [(crumb: Crumb, columns: Range<Int>)] = []
        var column = 1
        let separator = state.glyphs.separator
        for crumb in crumbs(state, width: room) {
            let end = min(column + DisplayWidth.of(crumb.text), 1 + room)
            if column < end { spans.append((crumb, column..<end)) }
            column += DisplayWidth.of(crumb.text) + DisplayWidth.of(separator)
        }
        return Layout(
            crumbs: spans, room: room,
            cart: showsCart ? (cart, (width - cartWidth - 1)..<(width - 1)) : nil)
    }

    static func draw(_ state: AppState, into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.fill(row: 0, style: .bar)
        let layout = layout(state, width: width)
        canvas.write(
            breadcrumbs(state, width: layout.room), row: 0, column: 1, width: layout.room,
            style: .bar)
        if let cart = layout.cart {
            canvas.write(cart.text, row: 0, column: cart.columns.lowerBound, style: .bar)
        }
    }

    /// What a click at `column` of the bar does: a crumb below the current screen goes back to
    /// it, the cart summary opens the cart; anything else (the current screen too) nothing.
    static func action(atColumn column: Int, in state: AppState, width: Int) -> AppAction? {
        let layout = layout(state, width: width)
        if let cart = layout.cart, cart.columns.contains(column), state.screen != .cart {
            return .navigation(.cartRequested)
        }
        guard let hit = layout.crumbs.first(where: { $0.columns.contains(column) }),
            let depth = hit.crumb.depth, depth < state.path.count
        else { return nil }
        return .navigation(.breadcrumbChosen(depth: depth))
    }

    static func cartSummary(_ state: AppState) -> String {
        let count = state.cart.itemCount
        guard count > 0 else { return "Cart empty" }
        let total = state.catalog.currency.format(state.cart.subtotal(in: state.catalog))
        return "Cart \(Counted.grouped(count)) · \(total)"
    }

    /// "1 Home › 2 Coffee › 3 Kettle", with "…" standing for crumbs that do not fit in `width`.
    static func breadcrumbs(_ state: AppState, width: Int) -> String {
        crumbs(state, width: width).map(\.text).joined(separator: state.glyphs.separator)
    }

    /// The crumbs shown in `width`: Home, "…" if some were elided, the rest.
    static func crumbs(_ state: AppState, width: Int) -> [Crumb] {
        let screens: [Route?] = [nil] + state.path.routes.map { $0 }
        var kept = screens.enumerated().map { depth, screen in
            Crumb(
                text: depth < 9
                    ? "\(depth + 1) \(RouteTitle.of(screen, in: state.catalog))"
                    : RouteTitle.of(screen, in: state.catalog),
                depth: depth)
        }
        var elided = false
        func shown() -> [Crumb] {
            guard elided, let first = kept.first else { return kept }
            return [first, Crumb(text: state.glyphs.ellipsis, depth: nil)] + kept.dropFirst()
        }
        // Drop crumbs after Home until it fits, keeping at least Home and the current screen.
        while kept.count > 2,
            DisplayWidth.of(shown().map(\.text).joined(separator: state.glyphs.separator)) > width
        {
            kept.remove(at: 1)
            elided = true
        }
        return shown()
    }
}
