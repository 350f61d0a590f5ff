/// What a mouse event means once `MouseMap` has hit-tested it against the screen on display.
/// Clicks on breadcrumbs, key hints and form fields become the actions their keys have; only
/// what no key does is here.
public enum MouseAction: Hashable, Sendable {
    /// A click on row `row` of the list: highlight it, or open it when it is highlighted.
    case rowClicked(Int)
    /// The wheel over the list: scroll it by `rows` (negative is up), the highlight kept in view.
    case listScrolled(by: Int)
    /// The wheel while the help is open: scroll it by `rows`.
    case helpScrolled(by: Int)
}
