import Storefront
import TerminalUI

/// Home: the categories with their product counts, then the way to past orders.
struct HomeScreen: Screen {
    let state: AppState

    var rowCount: Int { state.catalog.categories.count + 1 }
    var keyContext: KeyContext { .list }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        let categories = state.catalog.categories
        return row < categories.count ? .category(id: categories[row].id) : .orders
    }

    func layout(in area: Rect) -> Layout { Layout(heading: area, list: area.droppingRows(2)) }

    struct Layout: ScreenLayout {
        var heading: Rect
        var list: Rect
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let catalog = state.catalog
        let area = layout.heading
        let summary =
            Counted.of(catalog.productCount, "product", "products") + " · "
            + Counted.of(catalog.sellerCount, "seller", "sellers")
        // A list longer than the screen says where the highlight is, like every list.
        if let position = Heading.position(state, count: rowCount, in: layout.list) {
            Heading.draw(
                "Welcome to Aisle", detail: summary, position: position, into: &canvas, area: area)
        } else {
            canvas.write(
                "Welcome to Aisle", row: area.row, column: area.column + 2, style: .emphasis)
            let summaryWidth = DisplayWidth.of(summary)
            if summaryWidth + 20 < area.width {
                canvas.write(
                    summary, row: area.row, column: area.column + area.width - summaryWidth - 1,
                    style: .muted)
            }
        }
        let categories = catalog.categories
        let orderCount = state.orders.count
        SelectableList.draw(state, count: rowCount, in: layout.list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let name: String
            let counted: String
            if index < categories.count {
                let count = catalog.productCount(in: categories[index].id)
                name = categories[index].name
                counted = Counted.of(count, "product", "products")
            } else {
                name = "Your orders"
                counted = Counted.of(orderCount, "order", "orders")
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
