import Storefront
import TerminalUI

/// Past orders, newest first: id, date, items and total.
struct OrdersScreen: Screen {
    let state: AppState

    var rowCount: Int { state.orders.count }
    var keyContext: KeyContext { .list }

    /// Newest first.
    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return .order(id: state.orders[state.orders.count - 1 - row].id)
    }

    struct Layout: ScreenLayout {
        var area: Rect
        var list: Rect
    }

    func layout(in area: Rect) -> Layout { Layout(area: area, list: area.droppingRows(2)) }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let area = layout.area
        let orders = Array(state.orders.reversed())
        Heading.draw(
            "Your orders", detail: Counted.of(orders.count, "order", "orders"),
            position: Heading.position(state, count: orders.count, in: layout.list),
            into: &canvas, area: area)
        guard !orders.isEmpty else {
            canvas.write(
                "No orders yet. Fill the cart (c) and check out from there.", row: area.row + 2,
                column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        SelectableList.draw(state, count: orders.count, in: layout.list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let order = orders[index]
            let style: Style = selected ? .selected : .normal
            let total = order.currency.format(order.totals.total)
            let items = Counted.of(order.itemCount, "item", "items")
            let right =
                width >= 56 ? "\(state.localTime.text(order.placedAt))  \(items)  \(total)" : total
            let rightWidth = DisplayWidth.of(right)
            // Every order says where it stands after its number: placed, shipped, cancelled.
            let status = " · \(order.status.rawValue)"
            canvas.write(
                order.id.rawValue + status, row: row, column: column,
                width: width - rightWidth - 2, style: style)
            canvas.write(
                right, row: row, column: column + width - rightWidth,
                style: selected ? .selected : .muted)
        }
    }
}
