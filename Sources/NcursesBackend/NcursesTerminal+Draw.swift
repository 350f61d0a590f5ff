import CNcursesw
import TerminalUI

extension NcursesTerminal {
    /// Copies `canvas` to the screen, touching only rows that differ from the last frame (all
    /// of them after a resize or on the first frame), and updates the terminal once.
    ///
    /// A changed row is written with one `mvwadd_wchnstr` from its first changed cell to its
    /// last (`Canvas.changedColumns`), through one buffer of `cchar_t` per frame: each cell
    /// carries its own attributes, so styles need no separate calls (`StylePalette.runs`).
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
        if rows > 0, columns > 0 {
            let palette = palette  // one read of the class's property per frame
            withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: columns) { buffer in
                for row in 0..<rows {
                    guard let span = canvas.changedColumns(row: row, since: previous, upTo: columns)
                    else { continue }
                    palette.runs(of: canvas, row: row, span: span, in: buffer) { column, count in
                        // Unlike adding a character, adding a string of them never moves the
                        // cursor past the bottom-right cell, so that cell needs no special case.
                        _ = mvwadd_wchnstr(
                            window, Int32(row), Int32(column), buffer.baseAddress, Int32(count))
                    }
                }
            }
        }
        lastCanvas = canvas
        // The cursor stays hidden (`curs_set(0)`), but ncurses leaves it where the window's
        // cursor is: on the caret or the highlighted row, which screen readers follow.
        if let cursor = canvas.cursor, cursor.row < rows, cursor.column < columns {
            leaveok(window, false)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else {
            leaveok(window, true)
        }
        wnoutrefresh(window)
        doupdate()
    }
}
