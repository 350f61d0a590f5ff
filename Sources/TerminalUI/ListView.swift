/// Draws the visible part of a scrolling list with one highlighted row.
///
/// The caller draws each row's content; the list decides which rows are visible (keeping the
/// highlight on screen), paints the highlight, and shows a scroll bar when rows are hidden.
public struct ListView {
    /// Where the list goes: first row, first column, and its size in cells.
    public var row: Int, column: Int, width: Int, height: Int
    /// How many rows the list has.
    public var count: Int
    /// The highlighted row.
    public var selected: Int
    /// The first row the caller would like on screen; adjusted to keep `selected` visible.
    public var top: Int

    /// Describes a list to draw.
    public init(row: Int, column: Int, width: Int, height: Int, count: Int, selected: Int, top: Int)
    {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
        self.count = count
        self.selected = selected
        self.top = top
    }

    /// The first visible row, by the one scroll rule (`ListScroll`).
    public var visibleTop: Int {
        guard height > 0 else { return 0 }
        return ListScroll(count: count, height: height).top(selected: selected, preferred: top)
    }

    /// Draws the list. `drawRow(index, canvas, row, width, isSelected)` writes row `index`'s
    /// content starting at `column + 2` (after the highlight marker) within `width` cells.
    public func draw(
        into canvas: inout Canvas,
        drawRow: (_ index: Int, _ canvas: inout Canvas, _ row: Int, _ width: Int, _ selected: Bool)
            -> Void
    ) {
        guard height > 0, width > 3 else { return }
        let first = visibleTop
        let hasScrollBar = count > height
        let contentWidth = width - 2 - (hasScrollBar ? 1 : 0)
        for offset in 0..<min(height, count - first) {
            let index = first + offset
            let y = row + offset
            let isSelected = index == selected
            if isSelected {
                canvas.fill(
                    row: y, column: column, width: width - (hasScrollBar ? 1 : 0), style: .selected)
                canvas.write(canvas.glyphs.pointer, row: y, column: column, style: .selected)
                canvas.cursor = CursorPlace(row: y, column: column)
            }
            drawRow(index, &canvas, y, contentWidth, isSelected)
        }
        if hasScrollBar { drawScrollBar(into: &canvas, first: first) }
    }

    private func drawScrollBar(into canvas: inout Canvas, first: Int) {
        let x = column + width - 1
        let thumb = max(1, height * height / count)
        let maxStart = height - thumb
        let start =
            count - height > 0 ? (first * maxStart + (count - height) / 2) / (count - height) : 0
        for offset in 0..<height {
            let inThumb = offset >= start && offset < start + thumb
            canvas.write(
                inThumb ? canvas.glyphs.scrollThumb : canvas.glyphs.rule, row: row + offset,
                column: x, style: .muted)
        }
    }
}
