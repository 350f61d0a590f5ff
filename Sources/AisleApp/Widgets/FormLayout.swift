import Storefront
import TerminalUI

/// Where a form's rows go: label, field, and the problem beside it. Shared by the shipping and
/// payment steps so their columns line up.
struct FormLayout: ScreenLayout {
    let area: Rect
    /// The row of the first field.
    let firstRow: Int
    /// Blank rows between parts when there is room for them.
    let gap: Int

    static let labelWidth = 12

    init(area: Rect, fieldCount: Int) {
        self.area = area
        gap = area.height >= fieldCount + 4 ? 1 : 0
        firstRow = area.row + 1 + gap
    }

    /// A form has no list.
    var list: Rect { Rect(row: area.row, column: area.column, width: area.width, height: 0) }

    var labelColumn: Int { area.column + 2 }
    var fieldColumn: Int { labelColumn + Self.labelWidth + 1 }
    var fieldWidth: Int { max(8, min(36, area.width - Self.labelWidth - 19)) }
    var problemColumn: Int { fieldColumn + fieldWidth + 2 }
    var problemWidth: Int { area.column + area.width - problemColumn - 1 }

    /// The row of field number `index`.
    func row(_ index: Int) -> Int { firstRow + index }

    /// The number of the field whose row (label, field or problem) holds `row`, `column`, if
    /// it is drawn; the screen knows how many fields it has.
    func fieldIndex(atRow row: Int, column: Int) -> Int? {
        guard row >= firstRow, row < area.bottom, column >= area.column,
            column < area.column + area.width
        else { return nil }
        return row - firstRow
    }

    /// What a click at `row`, `column` does on a form whose fields take the focus in `order`:
    /// it moves the focus to the field clicked; `nil` off the fields or on the focused one.
    func focusClick<Field: Equatable>(
        row: Int, column: Int, order: [Field], focus: Field
    ) -> AppAction? {
        guard let index = fieldIndex(atRow: row, column: column), index < order.count,
            let current = order.firstIndex(of: focus), index != current
        else { return nil }
        return .form(.focusMoved(by: index - current))
    }

    /// What a click on the focused choice of field `index`, drawn as "‹ `text` ›", does: on `‹`
    /// the previous option, on the rest of it the next (as ← and → do); `nil` elsewhere. An
    /// unfocused choice takes a first click as any field does: `focusClick` focuses it.
    func choiceClick(row: Int, column: Int, index: Int, text: String) -> AppAction? {
        let shown = min(DisplayWidth.of(text) + 4, fieldWidth + 2)
        guard row == self.row(index), column >= fieldColumn, column < fieldColumn + shown
        else { return nil }
        return .form(.choiceChanged(by: column < fieldColumn + 2 ? -1 : 1))
    }

    /// Draws a row's label (with the focus marker) and its problem, if any.
    func drawFrame(
        label: String, index: Int, focused: Bool, problem: FieldProblem?, into canvas: inout Canvas
    ) {
        let y = row(index)
        guard y < area.bottom else { return }
        if focused {
            canvas.write(canvas.glyphs.pointer, row: y, column: area.column, style: .emphasis)
        }
        canvas.write(
            label, row: y, column: labelColumn, width: Self.labelWidth,
            style: focused ? .emphasis : .normal)
        if let problem, problemWidth > 2 {
            canvas.write(
                problem.message, row: y, column: problemColumn, width: problemWidth, style: .warning
            )
        }
    }

    /// Draws a text field in its row.
    func drawField(
        _ field: TextField, index: Int, focused: Bool, placeholder: String = "",
        into canvas: inout Canvas
    ) {
        guard row(index) < area.bottom else { return }
        TextFieldView.draw(
            field, into: &canvas, row: row(index), column: fieldColumn, width: fieldWidth,
            isFocused: focused, placeholder: placeholder)
    }

    /// Draws a choice ("‹ United States ›" when focused) in its row.
    func drawChoice(
        _ value: String?, index: Int, focused: Bool, placeholder: String, into canvas: inout Canvas
    ) {
        guard row(index) < area.bottom else { return }
        let text = value ?? placeholder
        let shown = focused ? "\(canvas.glyphs.cutLeft) \(text) \(canvas.glyphs.cutRight)" : text
        canvas.write(
            shown, row: row(index), column: fieldColumn, width: fieldWidth + 2,
            style: value == nil ? .muted : (focused ? .emphasis : .normal))
    }
}
