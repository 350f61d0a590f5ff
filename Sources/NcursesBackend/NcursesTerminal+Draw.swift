import CNcursesw
import TerminalUI

extension NcursesTerminal {
    /// Copies `canvas` to the screen, touching only rows that differ from the last frame (all
    /// of them after a resize or on the first frame), and updates the terminal once.
    ///
    /// A changed row is written with one `wadd_wchnstr` from its first changed cell to its
    /// last (`Canvas.changedColumns`), through one buffer of `cchar_t` per frame: each cell
    /// carries its own attributes, so styles need no separate calls. Right halves of wide
    /// characters are left out: ncurses places those itself.
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
            withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: columns) { buffer in
                for row in 0..<rows {
                    guard let span = canvas.changedColumns(row: row, since: previous, upTo: columns)
                    else { continue }
                    write(canvas, row: row, span: span, through: buffer)
                }
            }
        }
        lastCanvas = canvas
        wnoutrefresh(window)
        doupdate()
    }

    /// Writes the cells of `span` in `row`, collected in `buffer`, with as few calls as the
    /// cells allow: one, unless a cell cannot be made a `cchar_t` (then it is left as it was,
    /// as a failed `setcchar` always left it, and the cells either side go in two calls).
    private func write(
        _ canvas: Canvas, row: Int, span: Range<Int>,
        through buffer: UnsafeMutableBufferPointer<cchar_t>
    ) {
        let palette = palette  // one read of the class's property, not one per cell
        var count = 0
        var runStart = span.lowerBound
        for column in span {
            let cell = canvas[row, column]
            if cell.isContinuation { continue }
            if palette.character(for: cell, into: &buffer[count]) {
                if count == 0 { runStart = column }
                count += 1
            } else {
                flush(buffer, count: count, row: row, column: runStart)
                count = 0
            }
        }
        flush(buffer, count: count, row: row, column: runStart)
    }

    private func flush(
        _ buffer: UnsafeMutableBufferPointer<cchar_t>, count: Int, row: Int, column: Int
    ) {
        guard count > 0, let characters = buffer.baseAddress else { return }
        // Unlike adding a character, adding a string of them never moves the cursor past the
        // bottom-right cell, so that cell needs no special case.
        _ = mvwadd_wchnstr(window, Int32(row), Int32(column), characters, Int32(count))
    }
}
