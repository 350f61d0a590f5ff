/// Work the reducer asks the run loop to do; values, so tests can compare them.
public enum Effect: Hashable, Sendable {
    /// Save everything now and leave.
    case quit
    /// Give the order an id and a time and send back `.checkout(.orderPlaced)`: the reducer has no clock.
    case placeOrder
    /// Put `text` on the clipboard (OSC 52; terminals that ignore it are unharmed).
    case copyToClipboard(String)
    /// Paint the whole screen again on the next frame, not only what changed (Ctrl-L).
    case repaint
}
