@testable import TerminalUI

extension TextFieldView {
    /// The cell, counted from the field's first column, where the cursor of a focused `field`
    /// is drawn in `width` cells: always inside the field (0 when `width` is 0 or less). Only
    /// the tests ask; drawing finds it through the same layout.
    static func cursorColumn(
        of field: TextField, width: Int, display: ((String) -> String)? = nil
    ) -> Int {
        guard width > 0 else { return 0 }
        let shown = Shown(field, isFocused: true, display: display)
        return TextFieldLayout(widths: shown.widths, cursor: shown.cursor, width: width)
            .cursorCell ?? 0
    }
}
