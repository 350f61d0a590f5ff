import Storefront
import TerminalUI

/// Checkout, step two: invoice or card. Card details are checked here and never saved.
struct PaymentScreen: Screen {
    let state: AppState

    var rowCount: Int { 0 }
    var keyContext: KeyContext { state.draft.payment.focus == .method ? .choice : .textField }
    func destination(at row: Int) -> Route? { nil }

    func layout(in area: Rect) -> FormLayout { FormLayout(area: area, fieldCount: 6) }

    /// A click on a field's row focuses it (the card fields only when paying by card); on the
    /// focused method, `‹` or `›` choose.
    func clickAction(row: Int, column: Int, in area: Rect) -> AppAction? {
        let form = state.draft.payment
        if form.focus == .method,
            let step = layout(in: area).choiceClick(
                row: row, column: column, index: 0, text: form.method.label)
        {
            return step
        }
        return layout(in: area).focusClick(
            row: row, column: column, order: form.focusOrder, focus: form.focus)
    }

    func draw(_ layout: FormLayout, into canvas: inout Canvas) {
        let area = layout.area
        let form = state.draft.payment
        StepIndicator.draw(
            current: .payment, into: &canvas, row: area.row, column: area.column + 2,
            width: area.width - 3)
        layout.drawFrame(
            label: "Pay by", index: 0, focused: form.focus == .method, problem: nil, into: &canvas)
        layout.drawChoice(
            form.method.label, index: 0, focused: form.focus == .method, placeholder: "",
            into: &canvas)
        guard form.method == .card else {
            let row = layout.row(1) + layout.gap
            if row < area.bottom {
                canvas.write(
                    "We send the invoice with the parcel; pay within 30 days.", row: row,
                    column: area.column + 2, width: area.width - 3, style: .muted)
            }
            return
        }
        let entries: [(PaymentForm.Focus, String, TextField, String)] = [
            (.number, "Card number", form.number, ""),
            (.expiry, "Expiry", form.expiry, "MM/YY"),
            (.cvc, "CVC", form.cvc, ""),
        ]
        for (offset, entry) in entries.enumerated() {
            let index = offset + 1
            let focused = form.focus == entry.0
            let field = CardValidation.Field(rawValue: entry.0.rawValue)
            layout.drawFrame(
                label: entry.1, index: index, focused: focused,
                problem: field.flatMap { form.problems[$0] }, into: &canvas)
            layout.drawField(
                entry.2, index: index, focused: focused, placeholder: entry.3, into: &canvas)
        }
        let digits = CardNumber.digits(in: form.number.text)
        let brand = CardBrand(number: digits)
        if !digits.isEmpty, brand != .unknown, form.problems[.number] == nil,
            layout.problemWidth > 2
        {
            canvas.write(
                brand.name, row: layout.row(1), column: layout.problemColumn,
                width: layout.problemWidth, style: .accent)
        }
        let noteRow = layout.row(4) + layout.gap
        if noteRow < area.bottom {
            canvas.write(
                "Card number and CVC are never saved to disk.", row: noteRow,
                column: area.column + 2, width: area.width - 3, style: .muted)
        }
    }
}
