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
    /// On a product page, the variant chosen (`v`, a click, a link naming the variant's id as
    /// its product, `product/TEE-M-BLU`); nil for
    /// the product's first variant in stock (`Product.defaultVariant`).
    public var variant: ProductID?

    /// A position; negative values are clamped to zero.
    public init(
        selected: Int = 0, top: Int = 0, order: ProductOrder = .catalog, filter: String = "",
        variant: ProductID? = nil
    ) {
        self.selected = max(0, selected)
        self.top = max(0, top)
        self.order = order
        self.filter = filter
        self.variant = variant
    }

    /// The position after moving by `delta` rows in a list of `count` rows, `visibleRows` of
    /// which fit on screen: the selection stays in the list, and the first row follows the one
    /// scroll rule drawing uses (`ListScroll`), so what is stored is what is shown.
    public func moved(by delta: Int, count: Int, visibleRows: Int) -> ListPosition {
        var moved = self
        guard count > 0 else {
            (moved.selected, moved.top) = (0, 0)
            return moved
        }
        moved.selected = min(max(0, selected + delta), count - 1)
        moved.top = ListScroll(count: count, height: visibleRows).top(
            selected: moved.selected, preferred: top)
        return moved
    }
}
