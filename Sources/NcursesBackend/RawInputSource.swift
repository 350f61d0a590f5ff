/// Where raw input comes from: curses reading the terminal (`CursesInput`), or a script in
/// tests. The decoder reads only through this, so its every decision can be tested.
protocol RawInputSource {
    /// The next input, or nil when nothing arrived within `wait` (a signal or a terminal that
    /// has gone away also cut a wait short with nil).
    mutating func read(_ wait: InputWait) -> RawInput?
}

/// How long one read may wait for input: the decoder's only notion of time. What belongs
/// together (an escape sequence, a paste) is told apart from what the user typed next by
/// whether it is already there or arrives within a short gap.
enum InputWait: Equatable {
    /// Up to this many milliseconds: the wait for the first input of an event.
    case milliseconds(Int32)
    /// Only what has already arrived: after ESC, curses has already waited its Esc delay.
    case arrived
    /// The next unit of an escape sequence, which a terminal writes all at once.
    case sequence
    /// The next unit of a mouse report, which tmux or ssh may split across writes.
    case report
    /// The next unit of a bracketed paste, which may arrive in several writes.
    case paste

    /// The timeout curses is given for this wait.
    var timeoutMilliseconds: Int32 {
        switch self {
        case .milliseconds(let milliseconds): max(0, milliseconds)
        case .arrived: 0
        case .sequence: 10
        case .report: 50
        // How long a paste may pause before it is taken as finished without its end marker.
        case .paste: 200
        }
    }
}
