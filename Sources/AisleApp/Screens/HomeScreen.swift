import Storefront
import TerminalUI

/// Home: the categories with their product counts, then the way to past orders.
enum HomeScreen {
    static func listArea(_ state: AppState, in area: Rect) -> Rect { area.droppingRows(2) }

    static func draw(_ state: AppState, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        canvas.write("Welcome to Aisle", row: area.row, column: area.column + 2, style: .emphasis)
        let summary = "\(catalog.products.count) products · \(catalog.sellers.count) sellers"
        let summaryWidth = DisplayWidth.of(summary)
        if summaryWidth + 20 < area.width {
            canvas.write(
                summary, row: area.row, column: area.column + area.width - summaryWidth - 1,
                style: .muted)
        }
        let list = listArea(state, in: area)
        let categories = catalog.categories
        let orderCount = state.orders.count
        ListScreen.draw(state, count: categories.count + 1, in: list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let name: String
            let counted: String
            if index < categories.count {
                let count = catalog.productCount(in: categories[index].id)
                name = categories[index].name
                counted = count == 1 ? "1 product" : "\(count) products"
            } else {
                name = "Your orders"
                counted = orderCount == 1 ? "1 order" : "\(orderCount) orders"
            }
            let countWidth = DisplayWidth.of(counted)
            canvas.write(
                name, row: row, column: column, width: width - countWidth - 2,
                style: selected ? .selected : .normal)
            canvas.write(
                counted, row: row, column: column + width - countWidth - 1,
                style: selected ? .selected : .muted)
        }
    }
}
