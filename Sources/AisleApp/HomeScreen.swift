import Storefront
import TerminalUI

/// Home: the categories with their product counts.
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
        ListScreen.draw(state, count: categories.count, in: list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let category = categories[index]
            let count = catalog.productCount(in: category.id)
            let counted = count == 1 ? "1 product" : "\(count) products"
            let countWidth = DisplayWidth.of(counted)
            canvas.write(
                category.name, row: row, column: column, width: width - countWidth - 2,
                style: selected ? .selected : .normal)
            canvas.write(
                counted, row: row, column: column + width - countWidth - 1,
                style: selected ? .selected : .muted)
        }
    }
}
