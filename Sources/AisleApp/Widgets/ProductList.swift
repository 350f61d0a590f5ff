import Storefront
import TerminalUI

/// A column header and a scrolling list of product rows filling `area`.
enum ProductList {
    static func draw<Products: RandomAccessCollection<Product>>(
        _ state: AppState, _ products: Products, into canvas: inout Canvas, area: Rect
    ) where Products.Index == Int {
        guard area.height > 1 else { return }
        guard !products.isEmpty else {
            canvas.write(
                "Nothing here yet.", row: area.row, column: area.column + 2, width: area.width - 3,
                style: .muted)
            return
        }
        let rows = area.droppingRows(1)
        let content = ListScreen.content(of: rows, count: products.count)
        ProductTable.drawHeader(
            into: &canvas, row: area.row, column: content.column, width: content.width)
        let currency = state.catalog.currency
        ListScreen.draw(state, count: products.count, in: rows, into: &canvas) {
            index, canvas, row, column, width, selected in
            ProductTable.drawRow(
                products[index], currency: currency, into: &canvas, row: row, column: column,
                width: width, selected: selected)
        }
    }
}
