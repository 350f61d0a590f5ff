import TerminalUI

/// Turns a mouse event into an action for what is on display, like `KeyMap` for keys, by
/// hit-testing it against the layouts drawing uses (top bar, screen, bottom line, help). A left
/// press acts (as in most terminal programs, on the press); the wheel scrolls what is under
/// the pointer; other buttons, releases and clicks on nothing do nothing.
public enum MouseMap {
    /// Rows one notch of the wheel scrolls.
    public static let wheelRows = 3

    /// The heading of the mouse's part of the help.
    static let helpTitle = "Mouse (unless --no-mouse or AISLE_NO_MOUSE)"

    /// What the mouse does, for the help and `aisle --help`, in the words of the key table.
    static let help: [(what: String, note: String)] = [
        ("click", "highlight a row; on the highlighted row, open it"),
        ("double-click", "open a row"),
        ("wheel", "scroll the list, description or help under it"),
        ("click a crumb", "back to that screen; the cart total opens the cart"),
        ("click a hint", "what its key does"),
        ("click a field", "type in it (checkout)"),
    ]

    /// The action for `event` with `state` on display at `size`, or `nil` for none.
    /// What is hit is then routed as a key's action is: an overlay lets through only its own
    /// (`Overlay.route`), so a click on the screen under the help, the log or the prompt, or
    /// while an order is being placed, does nothing, not even clear the notice.
    public static func action(for event: MouseEvent, in state: AppState, size: Size) -> AppAction? {
        guard AppView.fits(size), event.row >= 0, event.row < size.rows, event.column >= 0,
            event.column < size.columns
        else { return nil }
        let hit: AppAction? =
            switch event.kind {
            case .press(.left): click(event, state, size)
            case .wheelUp: wheel(-wheelRows, event, state, size)
            case .wheelDown: wheel(wheelRows, event, state, size)
            case .press, .release: nil
            }
        return Overlay.route(hit, in: state)
    }

    private static func click(_ event: MouseEvent, _ state: AppState, _ size: Size) -> AppAction? {
        let bottom = size.rows - 1
        if event.row == bottom {
            return BottomLine.action(atColumn: event.column, in: state, width: size.columns)
        }
        // A notice covers the rows it takes.
        if let notice = state.notice,
            event.row > bottom
                - BottomLine.noticeLines(notice, width: size.columns, glyphs: state.glyphs).count
        {
            return nil
        }
        if event.row == 0 {
            return TopBar.action(atColumn: event.column, in: state, width: size.columns)
        }
        let area = AppView.body(size)
        let screen = Screens.current(state)
        if let action = screen.clickAction(row: event.row, column: event.column, in: area) {
            return action
        }
        return screen.listRow(
            atRow: event.row, column: event.column, in: area, position: state.position
        ).map { .mouse(.rowClicked($0)) }
    }

    private static func wheel(
        _ rows: Int, _ event: MouseEvent, _ state: AppState, _ size: Size
    ) -> AppAction? {
        let area = AppView.body(size)
        guard event.row >= area.row, event.row < area.bottom else { return nil }
        // The help covers the body: the wheel scrolls it, not the screen under it.
        if state.overlay == .help { return .mouse(.helpScrolled(by: rows)) }
        let screen = Screens.current(state)
        if let action = screen.wheelAction(rows, row: event.row, column: event.column, in: area) {
            return action
        }
        guard screen.isOverList(row: event.row, column: event.column, in: area) else { return nil }
        return .mouse(.listScrolled(by: rows))
    }
}
