import Storefront
import TerminalUI

/// One placed order: when, how it was paid, its lines (Enter opens a product) and totals.
enum OrderScreen {
    private static func footer(_ order: Order) -> [(String, String)] {
        let currency = Currency.known[order.currency] ?? .usd
        return [
            (
                "Subtotal \(currency.format(order.totals.subtotal)) · shipping "
                    + (order.totals.shipping == 0 ? "free" : currency.format(order.totals.shipping))
                    + " · tax \(currency.format(order.totals.tax))", ""
            ),
            ("Total", currency.format(order.totals.total)),
            (
                "Ship to",
                OrderText.oneLine(
                    order.address, country: Countries.country(code: order.address.countryCode))
            ),
        ]
    }

    static func listArea(_ state: AppState, id: OrderID, in area: Rect) -> Rect {
        guard let order = state.order(id) else { return area }
        let footerRows = area.height >= 12 ? footer(order).count + 1 : 1
        return Rect(
            row: area.row + 3, column: area.column, width: area.width,
            height: area.height - 3 - footerRows)
    }

    static func draw(_ state: AppState, id: OrderID, into canvas: inout Canvas, area: Rect) {
        guard let order = state.order(id) else { return }
        let currency = Currency.known[order.currency] ?? .usd
        Heading.draw(
            "Order \(order.id)", detail: OrderText.date(order.placedAt), into: &canvas, area: area)
        let items = order.itemCount == 1 ? "1 item" : "\(order.itemCount) items"
        canvas.write(
            "\(items) · paid by \(order.payment.description)", row: area.row + 1,
            column: area.column + 2, width: area.width - 3, style: .muted)
        let list = listArea(state, id: id, in: area)
        ListScreen.draw(state, count: order.lines.count, in: list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let line = order.lines[index]
            ReviewScreen.drawPair(
                "\(line.quantity) × \(line.name)", currency.format(line.total), row: row,
                area: Rect(row: row, column: column - 2, width: width + 2, height: 1),
                style: selected ? .selected : .normal, into: &canvas)
        }
        var entries = footer(order)
        if area.height < 12 { entries = [entries[1]] }
        var row = list.bottom + (entries.count > 1 ? 1 : 0)
        for entry in entries where row < area.bottom {
            ReviewScreen.drawPair(
                entry.0, entry.1, row: row, area: area,
                style: entry.0 == "Total" ? .emphasis : .normal, into: &canvas)
            row += 1
        }
    }
}
