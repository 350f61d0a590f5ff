import TerminalUI

/// Shown instead of any screen (the storefront's or the desk's) when the terminal is below
/// `AppView.minimumSize`.
public enum TooSmallScreen {
    /// Draws the message in the middle of `canvas`.
    public static func draw(into canvas: inout Canvas) {
        let size = canvas.size
        let needed = AppView.minimumSize
        let message = [
            "Terminal too small",
            "\(size.columns)×\(size.rows), needs \(needed.columns)×\(needed.rows)",
            "Enlarge the window", "q quits",
        ]
        let first = max(0, (size.rows - message.count) / 2)
        for (offset, line) in message.enumerated() {
            let width = min(size.columns, DisplayWidth.of(line))
            canvas.write(
                line, row: first + offset, column: max(0, (size.columns - width) / 2),
                style: offset == 0 ? .warning : .normal)
        }
    }
}
