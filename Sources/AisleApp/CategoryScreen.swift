import Storefront
import TerminalUI

/// A category: its products with price and stock.
enum CategoryScreen {
    static func listArea(_ state: AppState, in area: Rect) -> Rect { area.droppingRows(2) }

    static func draw(_ state: AppState, id: CategoryID, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        let products = catalog.shelf(in: id)
        Heading.draw(
            RouteTitle.of(.category(id: id), in: catalog),
            detail: products.count == 1 ? "1 product" : "\(products.count) products",
            into: &canvas, area: area)
        ProductList.draw(state, products, into: &canvas, area: area.droppingRows(1))
    }
}

/// A titled line: the screen's name on the left, a detail on the right if there is room.
enum Heading {
    static func draw(_ title: String, detail: String, into canvas: inout Canvas, area: Rect) {
        let detailWidth = DisplayWidth.of(detail)
        let showDetail = detailWidth + 12 < area.width
        canvas.write(
            title, row: area.row, column: area.column + 2,
            width: area.width - 3 - (showDetail ? detailWidth + 2 : 0), style: .emphasis)
        if showDetail {
            canvas.write(
                detail, row: area.row, column: area.column + area.width - detailWidth - 1,
                style: .muted)
        }
    }
}

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
