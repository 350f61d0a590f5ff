import Storefront
import TerminalUI

/// Renders a whole frame: top bar, the screen for `path.top`, bottom line, and the help
/// overlay. Pure: the same state and size always give the same canvas.
public enum AppView {
    /// Below this Aisle shows "terminal too small" instead of a screen.
    public static let minimumSize = Size(columns: 40, rows: 10)

    /// Whether a terminal of `size` shows screens (else "terminal too small").
    public static func fits(_ size: Size) -> Bool {
        size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
    }

    /// The frame for `state` at `size`.
    public static func render(_ state: AppState, size: Size) -> Canvas {
        var canvas = Canvas(size: size, glyphs: state.glyphs)
        guard fits(size) else {
            TooSmallScreen.draw(into: &canvas)
            return canvas
        }
        TopBar.draw(state, into: &canvas)
        let area = body(size)
        Screens.current(state).draw(in: area, into: &canvas)
        if let top = state.logTop {
            MessageLog.draw(state.messages, top: top, into: &canvas, area: area)
        }
        if let top = state.helpTop { HelpOverlay.draw(top: top, into: &canvas, area: area) }
        // An overlay covers the highlight: the cursor goes to its first row instead.
        if state.logTop != nil || state.helpTop != nil {
            canvas.cursor = CursorPlace(row: area.row, column: area.column)
        }
        BottomLine.draw(state, into: &canvas)
        return canvas
    }

    /// Everything between the top bar and the bottom line, with a blank row under the bar.
    static func body(_ size: Size) -> Rect {
        Rect(row: 2, column: 0, width: size.columns, height: size.rows - 3)
    }
}
