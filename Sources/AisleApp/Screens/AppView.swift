import Storefront
import TerminalUI

/// Renders a whole frame: top bar, the screen for `path.top`, bottom line, and the help
/// overlay. Pure: the same state and size always give the same canvas.
public enum AppView {
    /// Below this Aisle shows "terminal too small" instead of a screen.
    public static let minimumSize = Size(columns: 40, rows: 10)

    /// The frame for `state` at `size`.
    public static func render(_ state: AppState, size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            TooSmallScreen.draw(into: &canvas)
            return canvas
        }
        TopBar.draw(state, into: &canvas)
        let area = body(size)
        switch state.screen {
        case nil: HomeScreen.draw(state, into: &canvas, area: area)
        case .category(let id): CategoryScreen.draw(state, id: id, into: &canvas, area: area)
        case .product(let id): ProductScreen.draw(state, id: id, into: &canvas, area: area)
        case .seller(let id): SellerScreen.draw(state, id: id, into: &canvas, area: area)
        case .search(let query): SearchScreen.draw(state, query: query, into: &canvas, area: area)
        case .cart: CartScreen.draw(state, into: &canvas, area: area)
        case .checkout(.shipping): ShippingScreen.draw(state, into: &canvas, area: area)
        case .checkout(.payment): PaymentScreen.draw(state, into: &canvas, area: area)
        case .checkout(.review): ReviewScreen.draw(state, into: &canvas, area: area)
        case .orders: OrdersScreen.draw(state, into: &canvas, area: area)
        case .order(let id): OrderScreen.draw(state, id: id, into: &canvas, area: area)
        }
        if state.isShowingHelp { HelpOverlay.draw(into: &canvas, area: area) }
        BottomLine.draw(state, into: &canvas)
        return canvas
    }

    /// How many list rows the screen on display shows at `size`: the page for PgUp/PgDn and
    /// the window the highlight is kept in.
    public static func visibleListRows(_ state: AppState, size: Size) -> Int {
        let area = body(size)
        let list: Rect =
            switch state.screen {
            case nil: HomeScreen.listArea(state, in: area)
            case .category: CategoryScreen.listArea(state, in: area)
            case .product(let id): ProductScreen.listArea(state, id: id, in: area)
            case .seller(let id): SellerScreen.listArea(state, id: id, in: area)
            case .search: SearchScreen.listArea(state, in: area)
            case .cart: CartScreen.listArea(state, in: area)
            case .orders: OrdersScreen.listArea(state, in: area)
            case .order(let id): OrderScreen.listArea(state, id: id, in: area)
            case .checkout: area
            }
        return max(1, list.height)
    }

    /// Everything between the top bar and the bottom line, with a blank row under the bar.
    static func body(_ size: Size) -> Rect {
        Rect(row: 2, column: 0, width: size.columns, height: size.rows - 3)
    }
}
