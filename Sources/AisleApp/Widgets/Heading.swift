import TerminalUI

/// A titled line: the screen's name on the left, a detail on the right if there is room.
enum Heading {
    static func draw(_ title: String, detail: String, into canvas: inout Canvas, area: Rect) {
        let detailWidth = DisplayWidth.of(detail)
        let showDetail = detailWidth + 12 < area.width
        canvas.write(
            title, row: area.row, column: area.column + 2,
            width: area.width - 3 - (showDetail ? detailWidth + 2 : 0), style: .emphasis)
        if showDetail {
            canvas.write(
                detail, row: area.row, column: area.column + area.width - detailWidth - 1,
                style: .muted)
        }
    }
}
