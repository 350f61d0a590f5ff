import Storefront
import TerminalUI

/// Checkout, step one: where the order goes, and what shipping there costs.
struct ShippingScreen: Screen {
    let state: AppState

    var rowCount: Int { 0 }
    var keyContext: KeyContext { state.draft.shipping.focus == .country ? .choice : .textField }
    func destination(at row: Int) -> Route? { nil }

    /// What the focused country says before one is chosen.
    static let choosePlaceholder = "← → to choose"

    func layout(in area: Rect) -> FormLayout {
        FormLayout(area: area, fieldCount: ShippingField.allCases.count + 2)
    }

    /// A click on a field's row focuses it; on the focused country, `‹` or `›` choose.
    func clickAction(row: Int, column: Int, in area: Rect) -> AppAction? {
        let form = state.draft.shipping
        if form.focus == .country, let index = ShippingField.allCases.firstIndex(of: .country),
            let step = layout(in: area).choiceClick(
                row: row, column: column, index: index,
                text: form.country?.name ?? Self.choosePlaceholder)
        {
            return step
        }
        return layout(in: area).focusClick(
            row: row, column: column, order: ShippingField.allCases,
            focus: state.draft.shipping.focus)
    }

    func draw(_ layout: FormLayout, into canvas: inout Canvas) {
        let area = layout.area
        let form = state.draft.shipping
        StepIndicator.draw(
            current: .shipping, into: &canvas, row: area.row, column: area.column + 2,
            width: area.width - 3)
        let fields = ShippingField.allCases
        for (index, field) in fields.enumerated() {
            let focused = form.focus == field
            layout.drawFrame(
                label: field.label, index: index, focused: focused, problem: form.problems[field],
                into: &canvas)
            if let text = form[field] {
                layout.drawField(text, index: index, focused: focused, into: &canvas)
            } else {
                layout.drawChoice(
                    form.country?.name, index: index, focused: focused,
                    placeholder: focused ? Self.choosePlaceholder : "not chosen", into: &canvas)
            }
        }
        let summaryRow = layout.row(fields.count) + layout.gap
        guard summaryRow < area.bottom else { return }
        canvas.write(
            Self.shippingSummary(state), row: summaryRow, column: area.column + 2,
            width: area.width - 3,
            style: .muted)
        drawSavedAddress(layout, row: summaryRow + 1, into: &canvas)
    }

    /// "Ship to Ada Lovelace, 12 Analytical Row, … — Enter to use, ↑ to edit": when the address
    /// is complete and the cursor on the last field, where Enter continues (checkout opens so
    /// for a saved address). The country is on the line above; the address gives way to the
    /// keys when room is short.
    private func drawSavedAddress(_ layout: FormLayout, row: Int, into canvas: inout Canvas) {
        let form = state.draft.shipping
        guard form.isComplete, form.focus == ShippingField.allCases.last, row < layout.area.bottom
        else { return }
        let width = layout.area.width - 3
        let column = layout.area.column + 2
        let keys = " — Enter to use, ↑ to edit"
        let used = canvas.write(
            "Ship to " + OrderText.oneLine(form.address, country: nil), row: row,
            column: column, width: max(1, width - keys.count))
        canvas.write(keys, row: row, column: column + used, width: width - used, style: .muted)
    }

    /// "Shipping to Germany: $9.00 (free from $75.00)".
    static func shippingSummary(_ state: AppState) -> String {
        let currency = state.catalog.currency
        guard let country = state.draft.shipping.country else {
            return "Shipping cost depends on the country"
        }
        let subtotal = state.cart.subtotal(in: state.catalog)
        let totals = Pricing.totals(subtotal: subtotal, country: country, currency: currency)
        let free = "free from \(currency.format(country.shippingRate(in: currency).freeFrom))"
        let cost = totals.shipping == 0 ? "free" : currency.format(totals.shipping)
        return "Shipping to \(country.name): \(cost) (\(free))"
    }
}
