import TerminalUI

/// `?`: every key, drawn over the whole body of the screen. Any key closes it.
enum HelpOverlay {
    static let entries: [(keys: String, meaning: String)] = [
        ("↑ ↓  k j", "move"),
        ("PgUp PgDn", "page up, page down"),
        ("g G", "first, last row"),
        ("⏎ →  l", "open"),
        ("← Esc ⌫  h", "back"),
        ("1–9", "jump to a breadcrumb"),
        ("/", "search"),
        ("a", "add to cart"),
        ("c", "cart"),
        ("O", "orders"),
        ("y", "copy this screen's link"),
        (":", "go to a link"),
        ("+ - x", "quantity, remove (in the cart)"),
        ("?", "this help"),
        ("q  Ctrl-C", "quit (everything is saved)"),
    ]

    static func draw(into canvas: inout Canvas, area: Rect) {
        for row in area.row..<area.bottom {
            canvas.fill(row: row, column: area.column, width: area.width, style: .normal)
        }
        canvas.write("Keys", row: area.row, column: area.column + 2, style: .emphasis)
        canvas.write(
            "any key closes", row: area.row, column: area.column + 8, width: area.width - 9,
            style: .muted)
        for (offset, entry) in entries.prefix(area.height - 2).enumerated() {
            let row = area.row + 2 + offset
            canvas.write(entry.keys, row: row, column: area.column + 2, width: 12, style: .emphasis)
            canvas.write(entry.meaning, row: row, column: area.column + 15, width: area.width - 16)
        }
    }
}
