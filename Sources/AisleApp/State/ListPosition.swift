import Storefront
import TerminalUI

/// Where a list stands: the highlighted row and the first visible row. Kept per screen in the
/// path, so going Back lands on the row you left.
public struct ListPosition: Hashable, Sendable, Codable {
    /// The highlighted row.
    public var selected: Int
    /// The first row on screen; render clamps it so the selection is always visible.
    public var top: Int
    /// How a product list is sorted (`s`); catalog order elsewhere.
    public var order: ProductOrder
    /// The words a product list is filtered by (`/`); empty for none.
    public var filter: String

    /// A position; negative values are clamped to zero.
    public init(
        selected: Int = 0, top: Int = 0, order: ProductOrder = .catalog, filter: String = ""
    ) {
        self.selected = max(0, selected)
        self.top = max(0, top)
        self.order = order
        self.filter = filter
    }

    /// The position after moving by `delta` rows in a list of `count` rows, `visibleRows` of
    /// which fit on screen: the selection stays in the list, and the first row follows the one
    /// scroll rule drawing uses (`ListScroll`), so what is stored is what is shown.
    public func moved(by delta: Int, count: Int, visibleRows: Int) -> ListPosition {
        guard count > 0 else { return ListPosition(order: order, filter: filter) }
        let selected = min(max(0, self.selected + delta), count - 1)
        let scroll = ListScroll(count: count, height: visibleRows)
        return ListPosition(
            selected: selected, top: scroll.top(selected: selected, preferred: top), order: order,
            filter: filter)
    }
}
