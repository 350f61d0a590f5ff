import TerminalUI

/// Tells the second press of a double-click from a new click, on the run loop's injected
/// clock (never wall time). A click on the highlighted row opens it, so the first press of a
/// double-click on it already opens the row; the second press would then land on the new
/// screen and act there. It is swallowed instead. A double-click on another row needs nothing:
/// the first press highlights it, the second opens it.
struct ClickTracker {
    /// How close together two presses in the same cell must be to make a double-click.
    static let interval: Duration = .milliseconds(400)

    private var last: (row: Int, column: Int, at: ContinuousClock.Instant, changedScreen: Bool)?

    /// Whether the left press `event` at `now` is the second of a double-click whose first
    /// press changed the screen: that one must do nothing.
    func isSpent(_ event: MouseEvent, now: ContinuousClock.Instant) -> Bool {
        guard let last, last.changedScreen, last.row == event.row, last.column == event.column
        else { return false }
        return last.at.duration(to: now) <= Self.interval
    }

    /// Remembers a left press at `now` and whether handling it changed the screen. A swallowed
    /// second press is remembered as changing nothing, so a third starts afresh.
    mutating func record(_ event: MouseEvent, now: ContinuousClock.Instant, changedScreen: Bool) {
        last = (event.row, event.column, now, changedScreen)
    }
}
