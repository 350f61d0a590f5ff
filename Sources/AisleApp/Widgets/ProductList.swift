import Storefront
import TerminalUI

/// A column header and a scrolling list of product rows under a screen's heading; on a wide
/// terminal, a preview of the highlighted product beside them.
enum ProductList {
    /// From this many columns the highlighted product is previewed beside the list.
    static let previewFrom = 120

    /// The heading's area, the header row, the rows of the list and the preview's place.
    struct Layout: ScreenLayout {
        var heading: Rect
        var header: Int
        var list: Rect
        /// Right of the header and the list, from `previewFrom` columns; `nil` below that.
        var preview: Rect?

        /// Heading on the first row of `area`, header on the second, rows below.
        init(below area: Rect) {
            self.init(heading: area, header: area.row + 1, below: area)
        }

        /// Header on row `header`, rows from the next row to the bottom of `below`.
        init(heading: Rect, header: Int, below area: Rect) {
            self.heading = heading
            self.header = header
            let previewWidth = area.width >= previewFrom ? min(60, area.width * 2 / 5) : 0
            list = Rect(
                row: header + 1, column: area.column, width: area.width - previewWidth,
                height: area.bottom - header - 1)
            preview =
                previewWidth > 0
                ? Rect(
                    row: header, column: area.column + area.width - previewWidth,
                    width: previewWidth, height: area.bottom - header)
                : nil
        }
    }

    /// Draws the rows of `products` on screen, fetching only those from the store; `leading`,
    /// when given, draws a row of the screen's own above the first product (search's "did you
    /// mean"), which the list's positions then count as row 0.
    static func draw(
        _ state: AppState, _ products: ProductShelf, _ layout: Layout, into canvas: inout Canvas,
        leading: ((inout Canvas, Int, Int, Int, Bool) -> Void)? = nil
    ) {
        let rows = layout.list
        guard rows.height > 0 else { return }
        let position = state.position
        guard !products.isEmpty else {
            let empty =
                position.filter.isEmpty
                ? "Nothing here yet."
                : "Nothing here matches “\(position.filter)”. / changes the filter, Esc clears it."
            canvas.write(
                empty, row: layout.header, column: rows.column + 2, width: rows.width - 3,
                style: .muted)
            return
        }
        let offset = leading == nil ? 0 : 1
        let count = products.count + offset
        let content = SelectableList.content(of: rows, count: count)
        ProductTable.drawHeader(
            into: &canvas, row: layout.header, column: content.column, width: content.width,
            order: position.order)
        let filter = SearchQuery.filter(position.filter)
        let currency = state.catalog.currency
        // Rows are drawn top to bottom, so the first one asked for starts the page to fetch:
        // one query for the screen, not one per row.
        var page: (start: Int, products: [Product]) = (0, [])
        SelectableList.draw(state, count: count, in: rows, into: &canvas) {
            row, canvas, screenRow, column, width, selected in
            if let leading, row == 0 {
                return leading(&canvas, screenRow, column, width, selected)
            }
            let index = row - offset
            if !(page.start..<(page.start + page.products.count)).contains(index) {
                page = (index, products.products(at: index..<(index + rows.height)))
            }
            guard index - page.start < page.products.count else { return }
            ProductTable.drawRow(
                page.products[index - page.start], currency: currency, into: &canvas,
                row: screenRow, column: column, width: width, selected: selected,
                highlighting: filter)
        }
        if let preview = layout.preview, let product = products[state.position.selected - offset] {
            ProductPreview.draw(product, state, in: preview, into: &canvas)
        }
    }
}
