import TerminalUI

/// The part every list screen shares: a list in `area` whose highlight and scroll come from
/// the state's position for the screen on display.
enum SelectableList {
    /// Content geometry of a list drawn in `area`: where each row's text starts and how wide
    /// it may be (after the highlight marker, before the scroll bar).
    static func content(of area: Rect, count: Int) -> (column: Int, width: Int) {
        (area.column + 2, area.width - 2 - (count > area.height ? 1 : 0))
    }

    /// Draws the list; with `highlighted` false (the keys are elsewhere on the screen) no
    /// row is highlighted.
    static func draw(
        _ state: AppState, count: Int, in area: Rect, highlighted: Bool = true,
        into canvas: inout Canvas,
        row drawRow: (
            _ index: Int, _ canvas: inout Canvas, _ row: Int, _ column: Int,
            _ width: Int, _ selected: Bool
        ) -> Void
    ) {
        let position = state.position
        let list = ListView(
            row: area.row, column: area.column, width: area.width, height: area.height,
            count: count, selected: highlighted ? position.selected : -1,
            top: highlighted ? position.top : 0)
        let column = area.column + 2
        list.draw(into: &canvas) { index, canvas, row, width, selected in
            drawRow(index, &canvas, row, column, width, selected)
        }
    }
}
