import CNcursesw
import TerminalUI

extension NcursesTerminal {
    /// Copies `canvas` to the screen, touching only cells that differ from the last frame
    /// (all of them after a resize or on the first frame), and updates the terminal once.
    /// Right halves of wide characters are skipped: ncurses places those itself.
    public func draw(_ canvas: Canvas) {
        guard !isStopped else { return }
        let screenSize = size
        var previous = lastCanvas
        if previous?.size != canvas.size || canvas.size != screenSize {
            // A frame for another size leaves stale cells around it; start from blank.
            werase(window)
            previous = nil
        }
        let rows = min(canvas.size.rows, screenSize.rows)
        let columns = min(canvas.size.columns, screenSize.columns)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = canvas[row, column]
                if cell.text.isEmpty { continue }
                if let previous, previous[row, column] == cell { continue }
                put(cell, row: row, column: column)
            }
        }
        lastCanvas = canvas
        wnoutrefresh(window)
        doupdate()
    }

    private func put(_ cell: Canvas.Cell, row: Int, column: Int) {
        let look = palette[cell.style]
        // One spacing character plus the combining ones ncurses keeps with it, NUL-terminated.
        var characters = cell.text.unicodeScalars.prefix(Int(aisle_CCHARW_MAX)).map {
            wchar_t(bitPattern: $0.value)
        }
        characters.append(0)
        var complex = cchar_t()
        guard setcchar(&complex, characters, look.attributes, look.pair, nil) == OK else { return }
        // The bottom-right cell reports ERR (the cursor cannot advance) but is drawn.
        _ = mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }
}
