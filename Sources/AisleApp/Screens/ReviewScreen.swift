import Storefront
import TerminalUI

/// Checkout, step three: everything the order will be, and Enter to place it.
enum ReviewScreen {
    static func draw(_ state: AppState, into canvas: inout Canvas, area: Rect) {
        StepIndicator.draw(
            current: .review, into: &canvas, row: area.row, column: area.column + 2,
            width: area.width - 3)
        let catalog = state.catalog
        let currency = catalog.currency
        let shipping = state.draft.shipping
        let totals = Pricing.totals(
            subtotal: state.cart.subtotal(in: catalog), country: shipping.country)
        var footer: [(String, String, Style)] = [
            ("Subtotal", currency.format(totals.subtotal), .normal),
            ("Shipping", totals.shipping == 0 ? "free" : currency.format(totals.shipping), .normal),
            (
                "Tax \(shipping.country.map { OrderText.percent($0.taxRateBasisPoints) } ?? "")",
                currency.format(totals.tax), .normal
            ),
            ("Total", currency.format(totals.total), .emphasis),
            ("Ship to", OrderText.oneLine(shipping.address, country: shipping.country), .normal),
            ("Payment", state.draft.payment.summary.description, .normal),
        ]
        let gap = area.height >= state.cart.lines.count + footer.count + 4 ? 1 : 0
        // On a short screen the line items give way first, then the figures but the total.
        let minimumLines = min(1, state.cart.lines.count)
        if area.height - 1 - gap - minimumLines < footer.count {
            footer.removeAll { $0.0 == "Subtotal" || $0.0 == "Shipping" || $0.0.hasPrefix("Tax") }
        }
        let lineRoom = max(0, area.height - 1 - gap * 2 - footer.count)
        var row = area.row + 1 + gap
        let lines = state.cart.lines
        let shown = lines.count > lineRoom ? max(0, lineRoom - 1) : lines.count
        for line in lines.prefix(shown) {
            let product = catalog.product(line.product)
            let price = product?.price ?? 0
            let changed = line.priceChanged(to: price) ? " *" : ""
            drawPair(
                "\(line.quantity) × \(product?.name ?? line.product.rawValue)",
                currency.format(price * line.quantity) + changed, row: row, area: area,
                style: .normal, into: &canvas)
            row += 1
        }
        if shown < lines.count, row < area.bottom {
            canvas.write(
                "… and \(lines.count - shown) more", row: row, column: area.column + 2,
                style: .muted)
            row += 1
        }
        row += gap
        for entry in footer where row < area.bottom {
            drawPair(entry.0, entry.1, row: row, area: area, style: entry.2, into: &canvas)
            row += 1
        }
    }

    /// A label on the left and a value flush right, the label giving way when narrow.
    static func drawPair(
        _ label: String, _ value: String, row: Int, area: Rect, style: Style,
        into canvas: inout Canvas
    ) {
        let valueWidth = min(DisplayWidth.of(value), area.width - 14)
        let valueColumn = area.column + area.width - valueWidth - 1
        canvas.write(
            label, row: row, column: area.column + 2, width: valueColumn - area.column - 3,
            style: style)
        canvas.write(value, row: row, column: valueColumn, width: valueWidth, style: style)
    }
}
