import TerminalUI

/// `m`: this session's notices again, newest first, each wrapped whole (nothing cut), drawn
/// over the body of the screen and scrolled with the movement keys like the help.
enum MessageLog {
    /// The most notices kept; the oldest go first.
    static let maximumEntries = 100

    /// Adds `notice` to the log, unless it repeats the last one.
    static func record(_ notice: Notice, in state: inout AppState) {
        guard state.messages.last != notice else { return }
        state.messages.append(notice)
        if state.messages.count > maximumEntries {
            state.messages.removeFirst(state.messages.count - maximumEntries)
        }
    }

    /// One row of the log.
    struct Row: Equatable {
        var text: String
        var tone: Notice.Tone
        /// The first row of a notice carries its number.
        var number: Int?
    }

    /// Where the title and the rows go in `area`.
    struct Layout {
        var title: Rect
        var text: Rect
        var rows: [Row]
        var scroll: ListScroll { ListScroll(count: rows.count, height: text.height) }
    }

    /// Columns before a notice's text: its number.
    static let numberColumns = 5

    static func layout(_ messages: [Notice], in area: Rect) -> Layout {
        let text = area.droppingRows(2)
        let width = max(1, text.width - numberColumns - 3)
        var rows: [Row] = []
        for (offset, notice) in messages.enumerated().reversed() {
            let lines = TextLayout.wrap(TextSanitizer.visible(notice.text), toWidth: width)
            for (index, line) in lines.enumerated() {
                rows.append(
                    Row(text: line, tone: notice.tone, number: index == 0 ? offset + 1 : nil))
            }
        }
        return Layout(
            title: Rect(row: area.row, column: area.column, width: area.width, height: 1),
            text: text, rows: rows)
    }

    static func draw(_ messages: [Notice], top: Int, into canvas: inout Canvas, area: Rect) {
        for row in area.row..<area.bottom {
            canvas.fill(row: row, column: area.column, width: area.width, style: .normal)
        }
        let layout = layout(messages, in: area)
        let title = layout.title
        canvas.write("Messages", row: title.row, column: title.column + 2, style: .emphasis)
        let count = Counted.of(messages.count, "notice", "notices") + ", newest first"
        canvas.write(
            count, row: title.row, column: title.column + title.width - DisplayWidth.of(count) - 1,
            style: .muted)
        let text = layout.text
        guard !layout.rows.isEmpty else {
            canvas.write(
                "No messages yet this session.", row: text.row, column: text.column + 2,
                width: text.width - 3, style: .muted)
            return
        }
        let first = layout.scroll.clamped(top)
        for (offset, row) in layout.rows.dropFirst(first).prefix(text.height).enumerated() {
            let y = text.row + offset
            if let number = row.number {
                canvas.write(
                    "\(number)", row: y, column: text.column + 2, width: numberColumns - 1,
                    style: .muted)
            }
            let style: Style =
                switch row.tone {
                case .info: .normal
                case .success: .success
                case .warning: .warning
                }
            canvas.write(
                row.text, row: y, column: text.column + 2 + numberColumns,
                width: text.width - numberColumns - 3, style: style)
        }
    }
}
