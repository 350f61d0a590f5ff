import TerminalUI

extension Screen {
    /// Most screens have nothing to click but their list.
    func clickAction(row: Int, column: Int, in area: Rect) -> AppAction? { nil }

    /// Most screens scroll nothing with the wheel but their list.
    func wheelAction(_ rows: Int, row: Int, column: Int, in area: Rect) -> AppAction? { nil }

    /// The row of the list drawn at screen row `row`, column `column` of `area`, with the list
    /// scrolled as `position` leaves it: the same layout and scroll rule drawing uses. `nil`
    /// off the rows (the scroll bar included).
    func listRow(atRow row: Int, column: Int, in area: Rect, position: ListPosition) -> Int? {
        let list = layout(in: area).list
        let count = rowCount
        let scrollBar = count > list.height ? 1 : 0
        guard list.height > 0, row >= list.row, row < list.bottom, column >= list.column,
            column < list.column + list.width - scrollBar
        else { return nil }
        let top = ListScroll(count: count, height: list.height)
            .top(selected: position.selected, preferred: position.top)
        let index = top + row - list.row
        return index < count ? index : nil
    }

    /// Whether `row`, `column` is over the list (its scroll bar included): where the wheel
    /// scrolls it.
    func isOverList(row: Int, column: Int, in area: Rect) -> Bool {
        let list = layout(in: area).list
        return list.height > 0 && row >= list.row && row < list.bottom && column >= list.column
            && column < list.column + list.width
    }
}
