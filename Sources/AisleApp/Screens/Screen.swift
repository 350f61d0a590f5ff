import Storefront
import TerminalUI

/// One route's screen: its rows and where each leads, its one layout (used for drawing, for
/// the page height of PgUp/PgDn, and mouse hits), its drawing and its key context.
/// Rows are counted and looked up one at a time, never listed: a key press in a category of
/// 10,000 products must not build 10,000 routes.
protocol Screen {
    associatedtype Layout: ScreenLayout
    /// How many selectable rows the screen has.
    var rowCount: Int { get }
    /// Where row `row` leads; `nil` outside the list.
    func destination(at row: Int) -> Route?
    /// Where each part of the screen goes in `area`.
    func layout(in area: Rect) -> Layout
    /// Draws the screen as `layout` places it.
    func draw(_ layout: Layout, into canvas: inout Canvas)
    /// Which bindings apply here.
    var keyContext: KeyContext { get }
    /// What a click in `area` at `row`, `column` does beyond the list's rows (a form field);
    /// `nil` leaves it to the list. Default: nothing (`Screen+Mouse`).
    func clickAction(row: Int, column: Int, in area: Rect) -> AppAction?
    /// What the wheel (`rows` down, negative up) at `row`, `column` does beyond scrolling the
    /// list (a product's description); `nil` leaves it to the list. Default: nothing.
    func wheelAction(_ rows: Int, row: Int, column: Int, in area: Rect) -> AppAction?
}

/// The part of every layout the reducer and hit-testing need.
protocol ScreenLayout {
    /// The rows of the selectable list (empty on a screen without one).
    var list: Rect { get }
}

extension Screen {
    /// The product row `row` stands for, for `a` (add to cart) on a list.
    func product(at row: Int) -> ProductID? {
        guard case .product(let id) = destination(at: row) else { return nil }
        return id
    }

    /// Draws the screen in `area`, through its one layout.
    func draw(in area: Rect, into canvas: inout Canvas) {
        draw(layout(in: area), into: &canvas)
    }
}
