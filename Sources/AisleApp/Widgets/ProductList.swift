import Storefront
import TerminalUI

/// A column header and a scrolling list of product rows under a screen's heading.
enum ProductList {
    /// The heading's area, the header row and the rows of the list.
    struct Layout: ScreenLayout {
        var heading: Rect
        var header: Int
        var list: Rect

        /// Heading on the first row of `area`, header on the second, rows below.
        init(below area: Rect) {
            self.init(heading: area, header: area.row + 1, below: area)
        }

        /// Header on row `header`, rows from the next row to the bottom of `below`.
        init(heading: Rect, header: Int, below area: Rect) {
            self.heading = heading
            self.header = header
            list = Rect(
                row: header + 1, column: area.column, width: area.width,
                height: area.bottom - header - 1)
        }
    }

    /// Draws the rows of `products` on screen, fetching only those from the store.
    static func draw(
        _ state: AppState, _ products: ProductShelf, _ layout: Layout, into canvas: inout Canvas
    ) {
        let rows = layout.list
        guard rows.height > 0 else { return }
        guard !products.isEmpty else {
            canvas.write(
                "Nothing here yet.", row: layout.header, column: rows.column + 2,
                width: rows.width - 3, style: .muted)
            return
        }
        let content = SelectableList.content(of: rows, count: products.count)
        ProductTable.drawHeader(
            into: &canvas, row: layout.header, column: content.column, width: content.width)
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
                column: column, width: width, selected: selected)
        }
    }
}
