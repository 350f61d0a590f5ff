import AisleApp
import Storefront
import TerminalUI
import UserData

/// Renders a whole desk frame as the storefront does: the top bar (numbered crumbs; the new
/// orders and the count on the right), a blank row, the screen, and the bottom line (the
/// question, the notice, else the keys). Pure: the same state and size give the same canvas.
public enum DeskView {
    /// The frame for `state` at `size`.
    public static func render(_ state: DeskState, size: Size) -> Canvas {
        var canvas = Canvas(size: size, glyphs: state.glyphs)
        guard AppView.fits(size) else {
            TooSmallScreen.draw(into: &canvas)
            return canvas
        }
        drawTopBar(state, into: &canvas)
        let area = body(size)
        if state.helpShown {
            drawHelp(state, into: &canvas, area: area)
        } else {
            switch state.screen {
            case nil: DeskScreens.drawList(state, .all, in: area, into: &canvas)
            case .customer(let id):
                DeskScreens.drawList(state, .customer(id), in: area, into: &canvas)
            case .order(let number): DeskScreens.drawSlip(state, number, in: area, into: &canvas)
            case .lowStock: DeskScreens.drawLowStock(state, in: area, into: &canvas)
            }
        }
        drawBottomLine(state, into: &canvas)
        return canvas
    }

    /// Everything between the top bar and the bottom line, with a blank row under the bar.
    static func body(_ size: Size) -> Rect {
        Rect(row: 2, column: 0, width: size.columns, height: size.rows - 3)
    }

    /// Rows a list shows at `size`: the body less its heading row.
    static func listHeight(_ size: Size) -> Int { max(1, body(size).height - 1) }

    /// A screen's name in the crumbs.
    static func title(_ route: DeskRoute?, _ state: DeskState) -> String {
        switch route {
        case nil: state.filter.map { "Orders (\($0.rawValue))" } ?? "Orders"
        case .order(let number): number.rawValue
        case .customer(let id): "Customer \(ShopOrderListing.short(id))"
        case .lowStock: "Low stock"
        }
    }

    /// "3 new · 12 orders" (or "12 orders" when none came in since the desk opened).
    static func counts(_ state: DeskState) -> String {
        let total = state.orders.count == 1 ? "1 order" : "\(state.orders.count) orders"
        guard !state.arrived.isEmpty else { return total }
        return "\(state.arrived.count) new\(state.glyphs.dot)\(total)"
    }

    /// The crumbs of the top bar at `width`, each with the path depth it returns to and the
    /// columns it covers: drawing and clicks both use this. Crumbs after the first go from the
    /// left until the rest fits; the current one stays.
    static func crumbs(_ state: DeskState, width: Int) -> [(
        text: String, depth: Int, columns: Range<Int>
    )] {
        let room = width - 2 - DisplayWidth.of(state.glyphs.spell(counts(state))) - 2
        let screens: [DeskRoute?] = [nil] + state.path.routes.map { $0 }
        var kept = screens.enumerated().map {
            (text: "\($0.offset + 1) \(title($0.element, state))", depth: $0.offset)
        }
        let separator = DisplayWidth.of(state.glyphs.spell(state.glyphs.separator))
        func total() -> Int {
            kept.map { DisplayWidth.of(state.glyphs.spell($0.text)) + separator }.reduce(0, +)
                - separator
        }
        while kept.count > 2, total() > room { kept.remove(at: 1) }
        var column = 1
        return kept.map { crumb in
            let end = min(column + DisplayWidth.of(state.glyphs.spell(crumb.text)), 1 + room)
            defer { column = end + separator }
            return (crumb.text, crumb.depth, column..<max(column, end))
        }
    }

    private static func drawTopBar(_ state: DeskState, into canvas: inout Canvas) {
        let width = canvas.size.columns
        canvas.fill(row: 0, style: .bar)
        let right = counts(state)
        let rightWidth = DisplayWidth.of(state.glyphs.spell(right))
        let crumbs = crumbs(state, width: width)
        canvas.write(
            crumbs.map(\.text).joined(separator: state.glyphs.separator), row: 0, column: 1,
            width: width - 4 - rightWidth, style: .bar)
        canvas.write(right, row: 0, column: width - rightWidth - 1, style: .bar)
    }

    /// The keys over the body, scrolled to `helpTop` on a short terminal (↑/↓, as the
    /// storefront's help).
    private static func drawHelp(_ state: DeskState, into canvas: inout Canvas, area: Rect) {
        canvas.write("Keys", row: area.row, column: area.column + 2, style: .emphasis)
        // Spelled before measured: "↑ ↓" is "Up Down" in ASCII.
        let keyWidth =
            DeskKeyMap.help.map { DisplayWidth.of(state.glyphs.spell($0.keys)) }.max() ?? 0
        let height = max(0, area.height - 2)
        let top = ListScroll(count: DeskKeyMap.help.count, height: height).clamped(state.helpTop)
        if DeskKeyMap.help.count > height {
            let shown =
                "\(top + 1)–\(min(DeskKeyMap.help.count, top + height)) of "
                + "\(DeskKeyMap.help.count)"
            canvas.write(
                shown, row: area.row, column: area.column + area.width - DisplayWidth.of(shown) - 1,
                style: .muted)
        }
        for (offset, entry) in DeskKeyMap.help.dropFirst(top).prefix(height).enumerated() {
            let row = area.row + 2 + offset
            canvas.write(
                state.glyphs.spell(entry.keys), row: row, column: area.column + 2,
                style: .emphasis)
            canvas.write(
                entry.note, row: row, column: area.column + 4 + keyWidth,
                width: area.width - keyWidth - 5)
        }
    }

    private static func drawBottomLine(_ state: DeskState, into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let width = canvas.size.columns - 2
        if let question = state.confirming {
            // Where it goes, for a ship: the owner checks the address before saying yes.
            let to =
                question.status == .shipped
                ? state.order(question.number).map {
                    " to " + ShopOrderListing.shipTo($0.order.address)
                } ?? "" : ""
            let answers = "y yes  n no"
            let used = canvas.write(
                "\(question.verb) order \(question.number.rawValue)\(to)?", row: row, column: 1,
                width: max(0, width - DisplayWidth.of(answers) - 1), style: .warning)
            canvas.write(answers, row: row, column: 2 + used, style: .emphasis)
            return
        }
        if let change = state.changing {
            canvas.write(
                "\(change.progressive) order \(change.number.rawValue)…", row: row, column: 1,
                width: width)
            return
        }
        if let notice = state.notice {
            let style: Style =
                switch notice.tone {
                case .info: .normal
                case .success: .success
                case .warning: .warning
                }
            canvas.write(notice.text, row: row, column: 1, width: width, style: style)
            return
        }
        var column = 1
        for (keys, label) in hints(state, width: width) {
            let used = canvas.write(keys, row: row, column: column, style: .emphasis)
            let more = canvas.write(" " + label, row: row, column: column + used, style: .muted)
            column += used + more + 2
        }
    }

    /// The keys for the screen on display that fit in `width`: quit, help and back are kept,
    /// the others dropped from the end.
    static func hints(_ state: DeskState, width: Int) -> [(String, String)] {
        let back: [(String, String)] =
            state.path.isEmpty
            ? []
            : [
                (
                    "←",
                    title(
                        state.path.count > 1 ? state.path.routes[state.path.count - 2] : nil, state)
                )
            ]
        var others: [(String, String)]
        switch state.screen {
        case .order: others = [("s", "ship"), ("x", "cancel"), ("u", "customer")]
        case .lowStock: others = []
        default:
            others = [
                ("⏎", "slip"), ("s", "ship"), ("x", "cancel"), ("f", "filter"), ("u", "customer"),
            ]
        }
        let fixed: [(String, String)] = [("q", "quit"), ("?", "help")] + back
        func size(_ hints: [(String, String)]) -> Int {
            hints.map { DisplayWidth.of(state.glyphs.spell($0.0 + " " + $0.1)) + 2 }.reduce(0, +)
        }
        while !others.isEmpty, size(fixed + others) > width { others.removeLast() }
        return fixed + others
    }
}
