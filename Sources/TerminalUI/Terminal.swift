/// The plug between Aisle and a real (or pretend) terminal: it reports events and draws
/// canvases. `NcursesTerminal` is the real one; tests use an in-memory one.
public protocol Terminal: AnyObject {
    /// The current size of the screen.
    var size: Size { get }
    /// Puts `canvas` on the screen, writing only what changed since the last frame.
    func draw(_ canvas: Canvas)
    /// Waits up to `timeoutMilliseconds` (negative: without limit) for the next event; `nil`
    /// when none came in time, or `wakeSignal` was posted.
    func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent?
    /// What background work posts to when its result is ready, to cut `nextEvent`'s wait
    /// short; nil for a terminal that cannot be woken (the run loop then looks every 100 ms).
    var wakeSignal: WakeSignal? { get }
    /// Asks the terminal to put `text` on the clipboard; terminals that cannot are unharmed.
    func copyToClipboard(_ text: String)
    /// Makes the next `draw` paint every cell, clearing whatever else is on the screen
    /// (Ctrl-L), not only the cells that changed.
    func repaint()
}

extension Terminal {
    /// A terminal that cannot be woken: its waits are bounded instead.
    public var wakeSignal: WakeSignal? { nil }
}
