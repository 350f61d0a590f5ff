import CNcursesw
import TerminalUI

extension StylePalette {
    /// Makes the cells of `span` in `row` of `canvas` `cchar_t`s in `buffer` (at least as long
    /// as the span) and hands them on as runs, `write(column, count)` each: the first `count`
    /// characters of `buffer` go at `column`.
    ///
    /// The whole span is one run: each `cchar_t` carries its own attributes, so a change of
    /// style needs no new call, and a wide character is one `cchar_t` whose right half is left
    /// out (ncurses places it). Only a cell ncurses refuses (`character(for:into:)`) splits
    /// the span; it is left out and stays on screen as it was.
    func runs(
        of canvas: Canvas, row: Int, span: Range<Int>,
        in buffer: UnsafeMutableBufferPointer<cchar_t>,
        _ write: (_ column: Int, _ count: Int) -> Void
    ) {
        var count = 0
        var runStart = span.lowerBound
        for column in span {
            let cell = canvas[row, column]
            if cell.isContinuation { continue }
            if character(for: cell, into: &buffer[count]) {
                if count == 0 { runStart = column }
                count += 1
            } else {
                if count > 0 { write(runStart, count) }
                count = 0
            }
        }
        if count > 0 { write(runStart, count) }
    }
}
