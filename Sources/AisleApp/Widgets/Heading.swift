import TerminalUI

/// A titled line: the screen's name on the left; on the right, if there is room, where the
/// highlight is in a list longer than the screen ("12/180") and a detail ("180 products").
/// A narrow line keeps the position before the detail: it is the one that changes as the
/// user moves.
enum Heading {
    static func draw(
        _ title: String, detail: String, position: String? = nil, into canvas: inout Canvas,
        area: Rect
    ) {
        let right = [position.map { "\($0) · \(detail)" }, position, detail]
            .compactMap { $0 }
            .first { DisplayWidth.of($0) + 12 < area.width }
        let rightWidth = right.map(DisplayWidth.of) ?? 0
        canvas.write(
            title, row: area.row, column: area.column + 2,
            width: area.width - 3 - (right != nil ? rightWidth + 2 : 0), style: .emphasis)
        if let right {
            canvas.write(
                right, row: area.row, column: area.column + area.width - rightWidth - 1,
                style: .muted)
        }
    }

    /// "12/180" when a list of `count` rows does not fit in `list`'s rows: the highlighted
    /// row's number (from 1) and the count, grouped by thousands; nil when it all shows.
    static func position(_ state: AppState, count: Int, in list: Rect) -> String? {
        guard count > list.height, count > 0 else { return nil }
        let row = min(max(state.position.selected, 0), count - 1) + 1
        return "\(Counted.grouped(row))/\(Counted.grouped(count))"
    }
}
