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

    /// Draws the rows of `products` on screen, fetching only those from the store.
    static func draw(
        _ state: AppState, _ products: ProductShelf, _ layout: Layout, into canvas: inout Canvas
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
        let content = SelectableList.content(of: rows, count: products.count)
        ProductTable.drawHeader(
            into: &canvas, row: layout.header, column: content.column, width: content.width,
            order: position.order)
        let filter = SearchQuery.filter(position.filter)
        let currency = state.catalog.currency
        // Rows are drawn top to bottom, so the first one asked for starts the page to fetch:
        // one query for the screen, not one per row.
        var page: (start: Int, products: [Product]) = (0, [])
        SelectableList.draw(state, count: products.count, in: rows, into: &canvas) {
            index, canvas, row, column, width, selected in
            if !(page.start..<(page.start + page.products.count)).contains(index) {
                page = (index, products.products(at: index..<(index + rows.height)))
            }
            guard index - page.start < page.products.count else { return }
            ProductTable.drawRow(
                page.products[index - page.start], currency: currency, into: &canvas, row: row,
                column: column, width: width, selected: selected, highlighting: filter)
        }
        if let preview = layout.preview, let product = products[state.position.selected] {
            ProductPreview.draw(product, state, in: preview, into: &canvas)
        }
    }
}
