import Storefront
import TerminalUI
import UserData

/// The desk's screens, each drawn into the body: a list of orders (every order, or one
/// customer's), one order's packing slip (`PackingSlip`, as `aisle orders show` prints it),
/// and products low on stock.
enum DeskScreens {
    /// A list of orders, newest first: a heading row, then a row per order with the columns
    /// that fit (number and status always; ship-to, total and time as room allows).
    static func drawList(
        _ state: DeskState, _ list: DeskList, in area: Rect, into canvas: inout Canvas
    ) {
        let rows = state.rows(list)
        guard !rows.isEmpty else {
            let none =
                state.filter.map { "No \($0.rawValue) orders (f shows the others)." }
                ?? (state.loaded ? "No orders yet." : "Reading the orders…")
            canvas.write(none, row: area.row, column: area.column + 2, style: .muted)
            return
        }
        let columns = DeskListColumns(rows, width: area.width - 3)
        canvas.write(
            columns.line(columns.header), row: area.row, column: area.column + 2, style: .muted)
        let view = ListView(
            row: area.row + 1, column: area.column, width: area.width,
            height: area.height - 1, count: rows.count, selected: state.selectedIndex(list),
            top: 0)
        view.draw(into: &canvas) { index, canvas, row, width, selected in
            let shop = rows[index]
            let new = state.arrived.contains(shop.order.id)
            canvas.write(
                columns.line(columns.cells(shop, new: new)), row: row, column: area.column + 2,
                width: width, style: selected ? .selected : (new ? .emphasis : .normal))
        }
    }

    /// The list row at body row `row` (for a click), if one is there.
    static func listIndex(_ state: DeskState, _ list: DeskList, row: Int, size: Size) -> Int? {
        let area = DeskView.body(size)
        let count = state.rows(list).count
        let view = ListView(
            row: area.row + 1, column: area.column, width: area.width,
            height: area.height - 1, count: count, selected: state.selectedIndex(list), top: 0)
        let index = view.visibleTop + row - view.row
        guard row >= view.row, row < view.row + view.height, index < count else { return nil }
        return index
    }

    /// The packing slip of `number`, scrolled to `slipTop` (kept within the slip).
    static func drawSlip(
        _ state: DeskState, _ number: OrderID, in area: Rect, into canvas: inout Canvas
    ) {
        guard let shop = state.order(number) else {
            canvas.write(
                "Order \(number.rawValue) is not in the shop's database.", row: area.row,
                column: area.column + 2, width: area.width - 3, style: .warning)
            return
        }
        let lines = PackingSlip.lines(shop)
        let top = min(state.slipTop, max(0, lines.count - area.height))
        for (offset, line) in lines.dropFirst(top).prefix(area.height).enumerated() {
            canvas.write(
                line, row: area.row + offset, column: area.column + 2, width: area.width - 3,
                style: offset == 0 && top == 0 ? .emphasis : .normal)
        }
    }

    /// Products low on stock, fewest left first.
    static func drawLowStock(_ state: DeskState, in area: Rect, into canvas: inout Canvas) {
        let items = (state.lowStock ?? []).sorted { ($0.left, $0.name) < ($1.left, $1.name) }
        guard !items.isEmpty else {
            canvas.write(
                "Nothing is running low.", row: area.row, column: area.column + 2, style: .muted)
            return
        }
        canvas.write("LEFT  PRODUCT", row: area.row, column: area.column + 2, style: .muted)
        for (offset, item) in items.prefix(area.height - 1).enumerated() {
            let left = String(item.left)
            canvas.write(
                String(repeating: " ", count: max(0, 4 - left.count)) + left + "  " + item.name,
                row: area.row + 1 + offset, column: area.column + 2, width: area.width - 3,
                style: item.left == 0 ? .warning : .normal)
        }
    }
}
