import TerminalUI

/// `?`: every key, in a box over the screen. Any key closes it.
enum HelpOverlay {
    static let entries: [(keys: String, meaning: String)] = [
        ("↑ ↓  k j", "move"),
        ("PgUp PgDn", "page"),
        ("g G", "first, last"),
        ("⏎ →  l", "open"),
        ("← Esc ⌫  h", "back"),
        ("1–9", "jump to breadcrumb"),
        ("/", "search"),
        ("a", "add to cart"),
        ("c", "cart"),
        ("+ - x", "quantity, remove (cart)"),
        ("?", "this help"),
        ("q  Ctrl-C", "quit (saves)"),
    ]

    static func draw(into canvas: inout Canvas, area: Rect) {
        let width = min(area.width - 4, 44)
        let height = min(area.height, entries.count + 4)
        let top = area.row + max(0, (area.height - height) / 2)
        let left = area.column + (area.width - width) / 2
        for row in top..<top + height { canvas.fill(row: row, column: left, width: width, style: .bar) }
        canvas.write("Keys", row: top, column: left + 2, style: .bar)
        for (offset, entry) in entries.prefix(height - 4).enumerated() {
            let row = top + 2 + offset
            canvas.write(entry.keys, row: row, column: left + 2, width: 13, style: .bar)
            canvas.write(entry.meaning, row: row, column: left + 16, width: width - 17, style: .bar)
        }
        canvas.write("any key closes", row: top + height - 1, column: left + 2, style: .bar)
    }
}
