import TerminalUI

extension ProductScreen {
    /// The wheel over the description scrolls it a line a notch (its window is small).
    func wheelAction(_ rows: Int, row: Int, column: Int, in area: Rect) -> AppAction? {
        let layout = layout(in: area)
        let text = layout.descriptionArea
        guard layout.descriptionScrolls, row >= text.row, row < text.bottom else { return nil }
        return .description(.scrolled(by: rows.signum()))
    }

    /// The lines of the description in view; when some are not, the row under them says which
    /// are shown and how to page through them ("lines 2–4 of 9 · PgDn PgUp g G").
    func drawDescription(_ layout: Layout, into canvas: inout Canvas) {
        let rows = layout.descriptionArea
        let shown = layout.description.dropFirst(layout.descriptionTop).prefix(rows.height)
        for (offset, line) in shown.enumerated() {
            canvas.write(line, row: rows.row + offset, column: rows.column + 2)
        }
        guard layout.descriptionScrolls, rows.bottom < layout.list.row - 1 else { return }
        let first = layout.descriptionTop + 1
        let last = layout.descriptionTop + shown.count
        let range = first == last ? "line \(first)" : "lines \(first)–\(last)"
        canvas.write(
            "\(range) of \(layout.description.count) · PgDn PgUp g G", row: rows.bottom,
            column: rows.column + 2, width: rows.width - 3, style: .muted)
    }
}
