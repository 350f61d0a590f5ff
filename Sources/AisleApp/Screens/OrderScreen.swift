import Storefront
import TerminalUI

/// One placed order: when, how it was paid, its lines (Enter opens a product) and totals.
struct OrderScreen: Screen {
    let state: AppState
    let id: OrderID

    var rowCount: Int { state.order(id)?.lines.count ?? 0 }
    var keyContext: KeyContext { .list }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return (state.order(id)?.lines[row].product).map { .product(id: $0) }
    }

    /// A line under the list: what it says, and whether it is the total (which stays when the
    /// screen is short, and is emphasised).
    struct FooterLine {
        var label: String
        var value: String
        var isTotal: Bool
    }

    struct Layout: ScreenLayout {
        var area: Rect
        var list: Rect
        var footer: [FooterLine]
    }

    func layout(in area: Rect) -> Layout {
        guard let order = state.order(id) else { return Layout(area: area, list: area, footer: []) }
        var footer = Self.footer(order)
        if area.height < 12 { footer = footer.filter(\.isTotal) }
        let footerRows = footer.count > 1 ? footer.count + 1 : 1
        return Layout(
            area: area,
            list: Rect(
                row: area.row + 3, column: area.column, width: area.width,
                height: area.height - 3 - footerRows),
            footer: footer)
    }

    private static func footer(_ order: Order) -> [FooterLine] {
        let currency = order.currency
        let totals = order.totals
        let shipping = totals.shipping == 0 ? "free" : currency.format(totals.shipping)
        let country = Countries.country(code: order.address.countryCode)
        return [
            FooterLine(
                label: "Subtotal \(currency.format(totals.subtotal)) · shipping \(shipping)"
                    + " · tax \(currency.format(totals.tax))", value: "", isTotal: false),
            FooterLine(label: "Total", value: currency.format(totals.total), isTotal: true),
            FooterLine(
                label: "Ship to", value: OrderText.oneLine(order.address, country: country),
                isTotal: false),
        ]
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        guard let order = state.order(id) else { return }
        let area = layout.area
        let currency = order.currency
        Heading.draw(
            "Order \(order.id)", detail: state.localTime.text(order.placedAt),
            position: Heading.position(state, count: order.lines.count, in: layout.list),
            into: &canvas, area: area)
        let items = Counted.of(order.itemCount, "item", "items")
        let status = " · \(order.status.rawValue)"
        canvas.write(
            "\(items) · paid by \(order.payment.description)\(status)", row: area.row + 1,
            column: area.column + 2, width: area.width - 3, style: .muted)
        SelectableList.draw(state, count: order.lines.count, in: layout.list, into: &canvas) {
            index, canvas, row, column, width, selected in
            let line = order.lines[index]
            ReviewScreen.drawPair(
                "\(line.quantity) × \(line.name)", currency.format(line.total), row: row,
                area: Rect(row: row, column: column - 2, width: width + 2, height: 1),
                style: selected ? .selected : .normal, into: &canvas)
        }
        var row = layout.list.bottom + (layout.footer.count > 1 ? 1 : 0)
        for line in layout.footer where row < area.bottom {
            ReviewScreen.drawPair(
                line.label, line.value, row: row, area: area,
                style: line.isTotal ? .emphasis : .normal, into: &canvas)
            row += 1
        }
    }
}
