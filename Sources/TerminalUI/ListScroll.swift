/// The one scroll rule for lists, used by the reducer (where a key press leaves a list) and by
/// drawing (what a frame shows), so the two can never disagree. Like ratatui's `ListState`:
/// the list decides its own offset. Rule: start from the wanted first row, never scroll past
/// the end (a list that can be full is full), then move as little as needed to show the
/// highlighted row.
public struct ListScroll: Hashable, Sendable {
    /// How many rows the list has.
    public var count: Int
    /// How many rows fit on screen (at least one is assumed).
    public var height: Int

    /// A list of `count` rows shown `height` rows at a time.
    public init(count: Int, height: Int) {
        self.count = max(0, count)
        self.height = max(1, height)
    }

    /// The largest first row that still fills the window.
    public var lastTop: Int { max(0, count - height) }

    /// The first row to show when `selected` is highlighted and `top` was shown before.
    public func top(selected: Int, preferred top: Int) -> Int {
        var first = min(max(0, top), lastTop)
        if selected < first { first = max(0, selected) }
        if selected >= first + height { first = selected - height + 1 }
        return min(max(0, first), lastTop)
    }

    /// `top` kept within the list, for a view without a highlight (the help text).
    public func clamped(_ top: Int) -> Int { min(max(0, top), lastTop) }
}
