/// Something the terminal reports to the run loop.
public enum TerminalEvent: Hashable, Sendable {
    /// The user pressed a key.
    case key(Key)
    /// A mouse button or the wheel, when mouse reporting is on.
    case mouse(MouseEvent)
    /// The window changed size; the next frame is drawn at the new size.
    case resized(Size)
    /// A terminating signal (SIGTERM, SIGHUP, SIGINT) arrived: save, restore, die by it.
    case signal(Int32)
    /// The terminal is gone (pty closed without a SIGHUP): save and exit.
    case hangup
}
