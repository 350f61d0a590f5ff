/// Draws a `TextField` into a canvas: one row of `width` cells, scrolled so the cursor shows.
///
/// What a field looks like, in colour and in monochrome alike:
/// - its cells are underscores, so its extent is visible even when empty: `.accent` when
///   focused, `.muted` when not;
/// - the text is `.normal`; the cursor is the cell (or wide Character) under it in
///   `.selected`, or a blank `.selected` cell after the text (the terminal cursor stays hidden);
///   `.selected` is reverse video in monochrome, so it shows against the field;
/// - hidden text is marked with `‹` and `›` (`Glyphs.cutLeft`, `cutRight`) in the edge cells (`.muted`), in fields of four
///   or more cells; a wide Character is never split at either edge;
/// - an unfocused field shows its text from the start; an empty unfocused field shows
///   `placeholder` (`.muted`).
/// Scrolling is derived from text, cursor and width alone (see `TextFieldLayout`), and widths
/// are `DisplayWidth`'s per-scalar ones, so CJK and emoji line up as ncurses draws them.
public enum TextFieldView {
    /// What fills the field's empty cells.
    public static let fillCharacter: Character = "_"

    /// Draws `field` at `row`, `column` in `width` cells (cut at the canvas edge); nothing
    /// outside those cells changes. `underlined: false` fills the empty cells with blanks
    /// instead of underscores (a prompt on the bottom line, not a form field).
    ///
    /// `display` turns the text into what is shown (grouping a card number, masking a CVC). It
    /// must be prefix-stable: `display(prefix)` is a prefix of `display(text)` for every prefix
    /// ending on a Character boundary, because the cursor is placed after `display(text before
    /// the cursor)`. Its result is cleaned with `TextSanitizer.clean` before drawing.
    public static func draw(
        _ field: TextField, into canvas: inout Canvas, row: Int, column: Int, width: Int,
        isFocused: Bool, placeholder: String = "", underlined: Bool = true,
        display: ((String) -> String)? = nil
    ) {
        guard row >= 0, row < canvas.size.rows, column >= 0 else { return }
        let width = min(width, canvas.size.columns - column)
        guard width > 0 else { return }
        let fillStyle: Style = underlined ? (isFocused ? .accent : .muted) : .normal
        canvas.write(
            String(repeating: underlined ? fillCharacter : " ", count: width), row: row,
            column: column, width: width, style: fillStyle)
        if !isFocused, field.isEmpty, !placeholder.isEmpty {
            canvas.write(placeholder, row: row, column: column, width: width, style: .muted)
            return
        }
        let shown = Shown(field, isFocused: isFocused, display: display)
        let layout = TextFieldLayout(widths: shown.widths, cursor: shown.cursor, width: width)
        let text = shown.slice(layout.visible)
        canvas.write(
            text, row: row, column: column + layout.textCell, width: layout.textWidth,
            style: .normal)
        if layout.marksLeft {
            canvas.write(canvas.glyphs.cutLeft, row: row, column: column, width: 1, style: .muted)
        }
        if layout.marksRight {
            canvas.write(
                canvas.glyphs.cutRight, row: row, column: column + width - 1, width: 1,
                style: .muted)
        }
        guard let cursorCell = layout.cursorCell else { return }
        canvas.cursor = CursorPlace(row: row, column: column + cursorCell)
        if shown.cursor == shown.widths.count {
            canvas.fill(row: row, column: column + cursorCell, width: 1, style: .selected)
        } else {
            canvas.restyle(
                row: row, column: column + cursorCell, width: layout.cursorWidth,
                style: .selected)
        }
    }

    /// The string a field shows, its Characters' widths, and the cursor within it.
    struct Shown {
        let characters: [Character]
        let widths: [Int]
        /// The cursor as an offset into `characters`; `nil` when unfocused.
        let cursor: Int?

        init(_ field: TextField, isFocused: Bool, display: ((String) -> String)?) {
            if let display {
                characters = Array(TextSanitizer.clean(display(field.text)))
                let before = String(field.text.prefix(field.cursor))
                cursor =
                    isFocused
                    ? min(TextSanitizer.clean(display(before)).count, characters.count) : nil
            } else {
                characters = Array(field.text)
                cursor = isFocused ? field.cursor : nil
            }
            widths = characters.map(TextField.width(of:))
        }

        func slice(_ range: Range<Int>) -> String { String(characters[range]) }
    }
}
