import TerminalUI

/// `?`: every binding with its note, drawn over the whole body of the screen and scrolled with
/// the movement keys; `?`, `q` and Esc close it. On a narrow terminal each note goes under its
/// keys, so no key name is ever cut.
enum HelpOverlay {
    /// One row of the help text.
    enum Row: Equatable {
        case heading(String)
        case keys(String, note: String)
        case note(String)
        case blank
    }

    /// Where the title and the text go in `area`.
    struct Layout {
        var title: Rect
        var text: Rect
        /// The rows of text at this width.
        var rows: [Row]
        /// Columns for the keys before the notes.
        var keyColumn: Int
        /// How the text scrolls in its rectangle.
        var scroll: ListScroll { ListScroll(count: rows.count, height: text.height) }
    }

    /// Columns a note should have beside the widest keys; below that the key column narrows.
    private static let noteRoom = 24
    /// The key column of a narrow terminal ("PgUp Ctrl-B" fits).
    private static let narrowKeyColumn = 11

    /// The help in `area`, its keys and notes spelled in `glyphs` (so measured as drawn).
    static func layout(in area: Rect, glyphs: Glyphs = .unicode) -> Layout {
        let text = area.droppingRows(2)
        let lines = KeyHelp.lines(glyphs)
        let keyColumns = KeyHelp.keyColumns(lines)
        let keyColumn =
            text.width - keyColumns - 5 >= noteRoom
            ? keyColumns : min(keyColumns, narrowKeyColumn)
        var rows: [Row] = []
        for line in lines {
            switch line {
            case .heading(let title): rows.append(.heading(title))
            case .blank: rows.append(.blank)
            case .entry(let keys, let note) where DisplayWidth.of(keys) <= keyColumn:
                rows.append(.keys(keys, note: note))
            case .entry(let keys, let note): rows += [.keys(keys, note: ""), .note(note)]
            }
        }
        return Layout(
            title: Rect(row: area.row, column: area.column, width: area.width, height: 1),
            text: text, rows: rows, keyColumn: keyColumn)
    }

    static func draw(top: Int, into canvas: inout Canvas, area: Rect) {
        for row in area.row..<area.bottom {
            canvas.fill(row: row, column: area.column, width: area.width, style: .normal)
        }
        let layout = layout(in: area, glyphs: canvas.glyphs)
        let scroll = layout.scroll
        let first = scroll.clamped(top)
        let title = layout.title
        canvas.write("Keys", row: title.row, column: title.column + 2, style: .emphasis)
        if layout.rows.count > scroll.height {
            let last = min(layout.rows.count, first + scroll.height)
            let position =
                "\(Counted.grouped(first + 1))\(canvas.glyphs.spell("–"))\(Counted.grouped(last))"
                + " of \(Counted.grouped(layout.rows.count))"
            let width = DisplayWidth.of(position)
            canvas.write(
                position, row: title.row, column: title.column + title.width - width - 1,
                style: .muted)
        }
        let text = layout.text
        let noteColumn = text.column + layout.keyColumn + 4
        for (offset, row) in layout.rows.dropFirst(first).prefix(text.height).enumerated() {
            let y = text.row + offset
            switch row {
            case .blank: break
            case .heading(let heading):
                canvas.write(
                    heading, row: y, column: text.column + 2, width: text.width - 3, style: .muted)
            case .keys(let keys, let note):
                canvas.write(
                    keys, row: y, column: text.column + 2, width: text.width - 3,
                    style: .emphasis)
                canvas.write(
                    note, row: y, column: noteColumn,
                    width: text.width - (noteColumn - text.column) - 1)
            case .note(let note):
                canvas.write(note, row: y, column: text.column + 4, width: text.width - 5)
            }
        }
    }
}
