import Storefront
import TerminalUI

/// Checkout, step three: everything the order will be, and Enter to place it.
struct ReviewScreen: Screen {
    let state: AppState

    var rowCount: Int { 0 }
    var keyContext: KeyContext { .review }
    func destination(at row: Int) -> Route? { nil }

    /// The lines under the cart's lines, by what they are (never by their text).
    enum Figure: CaseIterable {
        case subtotal, shipping, tax, total, shipTo, payment

        /// The figures a short screen gives up first (the total stays).
        var isDetail: Bool { self == .subtotal || self == .shipping || self == .tax }
    }

    struct Layout: ScreenLayout {
        var area: Rect
        /// A blank row between the parts, when there is room.
        var gap: Int
        /// How many cart lines are shown ("… and 2 more" stands for the rest).
        var shownLines: Int
        var figures: [Figure]
        var list: Rect { Rect(row: area.row, column: area.column, width: area.width, height: 0) }
    }

    func layout(in area: Rect) -> Layout {
        var figures = Figure.allCases
        let lines = state.cart.lines.count
        let gap = area.height >= lines + figures.count + 4 ? 1 : 0
        // On a short screen the line items give way first, then the figures but the total.
        if area.height - 1 - gap - min(1, lines) < figures.count {
            figures.removeAll(where: \.isDetail)
        }
        let lineRoom = max(0, area.height - 1 - gap * 2 - figures.count)
        let shown = lines > lineRoom ? max(0, lineRoom - 1) : lines
        return Layout(area: area, gap: gap, shownLines: shown, figures: figures)
    }

    func draw(_ layout: Layout, into canvas: inout Canvas) {
        let area = layout.area
        StepIndicator.draw(
            current: .review, into: &canvas, row: area.row, column: area.column + 2,
            width: area.width - 3)
        let catalog = state.catalog
        let currency = catalog.currency
        var row = area.row + 1 + layout.gap
        let lines = state.cart.lines
        for line in lines.prefix(layout.shownLines) {
            let product = catalog.product(line.product)
            let price = product?.price ?? 0
            let changed = line.priceChanged(to: price) ? " *" : ""
            Self.drawPair(
                "\(line.quantity) × \(product?.name ?? line.product.rawValue)",
                currency.format(line.total(at: price)) + changed, row: row, area: area,
                style: .normal, into: &canvas)
            row += 1
        }
        if layout.shownLines < lines.count, row < area.bottom {
            canvas.write(
                "… and \(lines.count - layout.shownLines) more", row: row,
                column: area.column + 2, style: .muted)
            row += 1
        }
        row += layout.gap
        for figure in layout.figures where row < area.bottom {
            let (label, value) = text(of: figure)
            Self.drawPair(
                label, value, row: row, area: area, style: figure == .total ? .emphasis : .normal,
                into: &canvas)
            row += 1
        }
    }

    private func text(of figure: Figure) -> (String, String) {
        let currency = state.catalog.currency
        let shipping = state.draft.shipping
        let totals = Pricing.totals(
            subtotal: state.cart.subtotal(in: state.catalog), country: shipping.country,
            currency: currency)
        switch figure {
        case .subtotal: return ("Subtotal", currency.format(totals.subtotal))
        case .shipping:
            return ("Shipping", totals.shipping == 0 ? "free" : currency.format(totals.shipping))
        case .tax:
            let rate = shipping.country.map { OrderText.percent($0.taxRateBasisPoints) } ?? ""
            return ("Tax \(rate)", currency.format(totals.tax))
        case .total: return ("Total", currency.format(totals.total))
        case .shipTo:
            return ("Ship to", OrderText.oneLine(shipping.address, country: shipping.country))
        case .payment: return ("Payment", state.draft.payment.summary.description)
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
