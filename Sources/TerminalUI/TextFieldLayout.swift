/// Which part of a field's text shows in its cells: a pure function of the Characters' widths,
/// the cursor and the field width, so the same field always looks the same (no scroll state).
///
/// The rule:
/// - Text that fits (with one cell after it for the cursor when focused) is drawn whole from
///   the left edge; nothing scrolls.
/// - Otherwise, in fields of 4 or more cells, the last cell is kept for `›` (text hidden to the
///   right) and, once scrolled, the first for `‹` (text hidden to the left); narrower fields
///   have no marks. The text then shows in *pages*: page 0 starts at the beginning, page p at
///   the first Character boundary at or after column p × step, where step is half the room
///   for text. The window is the first page that shows the whole Character under the cursor.
///   Typing at the end therefore always keeps at least half a field of what came before in
///   view, the window jumps by half a field only when the cursor would leave it, and at the
///   end of the text the end is shown.
/// - A Character wider than the room (a six-column family emoji in a five-cell field) starts
///   the window itself and is drawn cut with `…`.
/// Characters are never split: one that does not fit whole at the right is not drawn.
struct TextFieldLayout: Equatable {
    /// The Characters drawn, as offsets into the text.
    var visible: Range<Int>
    /// The cell, from the field's left edge, where the first visible Character starts.
    var textCell: Int
    /// The columns the visible Characters take (the room, for a lone Character cut to fit).
    var textWidth: Int
    /// Whether `‹` is drawn in the first cell.
    var marksLeft: Bool
    /// Whether `›` is drawn in the last cell.
    var marksRight: Bool
    /// The cell of the cursor, from the field's left edge; `nil` when there is no cursor.
    var cursorCell: Int?
    /// The cells the cursor covers: the Character under it, or one blank cell at the end.
    var cursorWidth: Int

    /// Lays out Characters of `widths` in `width` cells with the cursor before Character
    /// `cursor` (`nil` when unfocused: the text shows from its start).
    init(widths: [Int], cursor: Int?, width: Int) {
        var columns = [0]
        columns.reserveCapacity(widths.count + 1)
        for w in widths { columns.append(columns[columns.count - 1] + w) }
        let total = columns[widths.count]
        let cursor = cursor.map { min(max(0, $0), widths.count) }
        let cursorStart = cursor.map { columns[$0] } ?? 0
        let cursorSpan = cursor.map { $0 < widths.count ? max(1, widths[$0]) : 1 } ?? 0

        cursorWidth = cursorSpan
        let fits = total + (cursor == nil ? 0 : 1) <= width
        let hasMarks = !fits && width >= 4
        let firstRoom = hasMarks ? width - 1 : width
        let room = hasMarks ? width - 2 : width
        var start = 0
        var lead = 0
        var available = firstRoom
        if cursor != nil, cursorStart + cursorSpan > firstRoom {
            start = Self.windowStart(
                columns: columns, cursorStart: cursorStart, cursorSpan: cursorSpan, room: room)
            lead = hasMarks ? 1 : 0
            available = room
        }
        var first = 0
        while first < widths.count, columns[first] < start { first += 1 }
        var end = first
        while end < widths.count, columns[end] + widths[end] <= start + available { end += 1 }
        textWidth = columns[end] - columns[first]
        if let cursor, cursor < widths.count, end <= cursor {
            // The Character under the cursor is wider than the room: draw it cut.
            end = cursor + 1
            textWidth = available
            cursorWidth = available
        }
        visible = first..<end
        textCell = lead
        marksLeft = hasMarks && start > 0
        marksRight = hasMarks && end < widths.count
        cursorCell = cursor.map { _ in lead + cursorStart - start }
    }

    /// The text column where the window starts: the first page that shows the cursor's
    /// Character whole, or the Character's own column when no page does.
    private static func windowStart(
        columns: [Int], cursorStart: Int, cursorSpan: Int, room: Int
    ) -> Int {
        let step = max(1, room / 2)
        // A page starting at a boundary at or after `lowest` shows the cursor's right edge.
        let lowest = cursorStart + cursorSpan - room
        // Pages start at the first boundary at or after p × step; the first page starting at
        // or after `lowest` is the one after the last boundary before `lowest`.
        let lastBefore = columns.last { $0 < lowest } ?? 0
        let page = lastBefore / step + 1
        let start = columns.first { $0 >= page * step } ?? cursorStart
        return start <= cursorStart ? start : cursorStart
    }
}
