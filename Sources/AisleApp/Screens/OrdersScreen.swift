import Storefront
import TerminalUI

/// Past orders, newest first: id, date, items and total.
enum OrdersScreen {
    static func listArea(_ state: AppState, in area: Rect) -> Rect { area.droppingRows(2) }

    static func draw(_ state: AppState, into canvas: inout Canvas, area: Rect) {
        let orders = Array(state.orders.reversed())
        Heading.draw(
            "Your orders", detail: orders.count == 1 ? "1 order" : "\(orders.count) orders",
            into: &canvas, area: area)
        guard !orders.isEmpty else {
            canvas.write(
                "No orders yet. Fill the cart (c) and check out from there.", row: area.row + 2,
                column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        let currency = state.catalog.currency
        ListScreen.draw(state, count: orders.count, in: listArea(state, in: area), into: &canvas) {
            index, canvas, row, column, width, selected in
            let order = orders[index]
            let style: Style = selected ? .selected : .normal
            let total =
                Currency.known[order.currency]?.format(order.totals.total)
                ?? currency.format(order.totals.total)
            let items = order.itemCount == 1 ? "1 item" : "\(order.itemCount) items"
            let right =
                width >= 56 ? "\(OrderText.date(order.placedAt))  \(items)  \(total)" : total
            let rightWidth = DisplayWidth.of(right)
            canvas.write(
                order.id.rawValue, row: row, column: column, width: width - rightWidth - 2,
                style: style)
            canvas.write(
                right, row: row, column: column + width - rightWidth,
                style: selected ? .selected : .muted)
        }
    }
}
