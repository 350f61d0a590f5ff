/// A grid of styled cells: what one frame of Aisle looks like, with no terminal involved.
///
/// Screens render into a canvas; the backend copies it to the terminal; tests read it back as
/// plain text rows. Text is laid out per Unicode scalar with the widths ncurses uses (see
/// `DisplayWidth`), so what a test sees is what the terminal shows.
public struct Canvas: Equatable, Sendable {
    /// The canvas size.
    public let size: Size
    /// The symbols this frame is drawn with; with the ASCII set every text written is made
    /// ASCII (`ASCIIText`), so no cell holds anything else.
    public let glyphs: Glyphs
    /// Row-major cells, `size.columns × size.rows` of them.
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor goes once the frame is drawn; `nil` leaves it where drawing
    /// ended. Set by what is drawn last: a focused field's caret over a list's highlight.
    public var cursor: CursorPlace?

    /// A blank canvas of `size`, drawn with `glyphs`.
    public init(size: Size, glyphs: Glyphs = .unicode) {
        self.size = size
        self.glyphs = glyphs
        cells = Array(repeating: .blank(), count: size.columns * size.rows)
    }

    /// The cell at `row`, `column` (both zero-based and inside the canvas).
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    /// Writes `text` at `row`, `column`, within `width` columns (to the right edge when `nil`),
    /// and returns the number of columns used. Text wider than the room ends in `…` (`...` in
    /// ASCII, where the text is made ASCII first: see `glyphs`); a wide
    /// character is never split; unsafe scalars (controls, bidi overrides, line breaks) are never
    /// drawn: their placeholders are (`^[`, `�`; see `TextSanitizer`), so the text stays on
    /// its row.
    @discardableResult
    public mutating func write(
        _ text: String, row: Int, column: Int, width: Int? = nil, style: Style = .normal
    ) -> Int {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return 0 }
        let room = min(width ?? size.columns - column, size.columns - column)
        guard room > 0 else { return 0 }
        if !glyphs.isASCII,
            let used = writePrintableASCII(text, row: row, column: column, room: room, style: style)
        {
            return used
        }
        let fitted =
            glyphs.isASCII
            ? TextLayout.truncate(ASCIIText.of(text), toWidth: room, ellipsis: glyphs.ellipsis)
            : TextLayout.truncate(text, toWidth: room)
        var x = column
        for scalar in fitted.unicodeScalars {
            let w = DisplayWidth.of(scalar)
            if w == 0 {
                // Combining marks and variation selectors ride on the previous cell.
                if x > column { appendToPrevious(scalar, row: row, before: x) }
                continue
            }
            guard x + w <= column + room else { break }
            set(row, x, Cell(scalar, style: style), width: w)
            if w == 2 { set(row, x + 1, .continuation(style), width: 0) }
            x += w
        }
        return x - column
    }

    /// Paints `width` cells of `row` from `column` blank in `style` (the rest of the row when
    /// `width` is `nil`): the background of bars and selected rows.
    public mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: Style) {
        guard let end = end(row: row, column: column, width: width) else { return }
        let start = row * size.columns
        keepWideCharactersWhole(around: start + column..<start + end, row: row)
        for index in start + column..<start + end { cells[index] = .blank(style) }
    }

    /// Restyles `width` cells of `row` from `column` without changing their text.
    public mutating func restyle(row: Int, column: Int = 0, width: Int? = nil, style: Style) {
        guard let end = end(row: row, column: column, width: width) else { return }
        for x in column..<end { cells[row * size.columns + x].style = style }
    }

    /// Row `row` as plain text, trailing blanks removed: what a person reads on that line.
    public func text(row: Int) -> String {
        let start = row * size.columns
        var line = String.UnicodeScalarView()
        for cell in cells[start..<start + size.columns] {
            for index in 0..<cell.scalarCount {
                if let scalar = Unicode.Scalar(cell.scalarValue(at: index)) { line.append(scalar) }
            }
        }
        while line.last == " " { line.removeLast() }
        return String(line)
    }

    /// Every row as plain text: the form screen tests compare.
    public var lines: [String] { (0..<size.rows).map(text(row:)) }

    /// Where a run of `width` cells from `column` stops inside the row; `nil` when it is empty
    /// or off the canvas. Clamps before adding, so a huge `width` cannot overflow.
    private func end(row: Int, column: Int, width: Int?) -> Int? {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return nil }
        let count = min(width ?? size.columns, size.columns - column)
        return count > 0 ? column + count : nil
    }

    /// Stores `cell`, `width` columns wide (2 for the left half of a wide character, 0 for its
    /// right half), keeping wide characters whole.
    private mutating func set(_ row: Int, _ column: Int, _ cell: Cell, width: Int) {
        let index = row * size.columns + column
        // Overwriting half of a wide character blanks its other half, as a terminal would. The
        // right half of a new wide character replaces the right half of an old one at the same
        // place: its left half has just been overwritten, so nothing else needs blanking.
        if cells[index].isContinuation, column > 0, width != 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if width != 2, column + 1 < size.columns, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Before narrow cells replace `indices` (all in `row`): blanks the other half of a wide
    /// character cut at either end, as `set` does cell by cell (inside the run every cell is
    /// replaced anyway).
    private mutating func keepWideCharactersWhole(around indices: Range<Int>, row: Int) {
        let rowStart = row * size.columns
        if indices.lowerBound > rowStart, cells[indices.lowerBound].isContinuation {
            cells[indices.lowerBound - 1] = .blank(cells[indices.lowerBound - 1].style)
        }
        if indices.upperBound < rowStart + size.columns, cells[indices.upperBound].isContinuation {
            cells[indices.upperBound] = .blank(cells[indices.upperBound].style)
        }
    }

    /// Writes `text` the short way when it is all printable ASCII, the most common text by far:
    /// one byte is one scalar one column wide that needs no sanitising, so the text is copied
    /// byte by byte, cut as `TextLayout.truncate` cuts it (the first `room - 1` bytes and `…`).
    /// `nil` for any other text, which takes the long way.
    private mutating func writePrintableASCII(
        _ text: String, row: Int, column: Int, room: Int, style: Style
    ) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            let fits = bytes.count <= room
            let copied = fits ? bytes.count : room - 1
            let start = row * size.columns + column
            let used = fits ? copied : room
            guard used > 0 else { return 0 }
            keepWideCharactersWhole(around: start..<start + used, row: row)
            for offset in 0..<copied {
                cells[start + offset] = Cell(value: UInt32(bytes[offset]), style: style)
            }
            if !fits { cells[start + copied] = Cell(TextLayout.ellipsis, style: style) }
            return used
        }
    }

    private mutating func appendToPrevious(_ scalar: Unicode.Scalar, row: Int, before x: Int) {
        var index = row * size.columns + x - 1
        if cells[index].isContinuation, x - 1 > 0 { index -= 1 }
        // ncurses keeps a base and at most four zero-width scalars per cell (CCHARW_MAX 5) and
        // drops the rest (`Cell.append`); that also bounds "zalgo" text in the data.
        cells[index].append(scalar)
    }
}
