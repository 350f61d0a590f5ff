/// What the server writes to a customer's terminal when `aisle` was killed (SIGKILL, the OOM
/// killer) and could not restore it itself: without it the customer is left in the alternate
/// screen with mouse reporting on and the cursor hidden.
enum TerminalReset {
    /// Pops the kitty keyboard flags aisle pushed, turns off the mouse, bracketed paste and
    /// focus modes aisle or ncurses may have set, resets attributes and the keypad, leaves the
    /// alternate screen and shows the cursor.
    static let bytes =
        "\u{1B}[<u"  // kitty keyboard: pop what aisle pushed
        + "\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"  // mouse off
        + "\u{1B}[?2004l\u{1B}[?1004l"  // bracketed paste, focus events
        + "\u{1B}[0m\u{1B}[?1l\u{1B}>"  // attributes, cursor keys, keypad
        + "\u{1B}[?1049l"  // back to the normal screen
        + "\u{1B}[?25h"  // cursor visible

    /// The reset and one line saying what happened, for a child killed by `signal`.
    static func after(signal: Int32) -> String {
        bytes + "\r\n" + SessionMessages.killed(signal: signal) + "\r\n"
    }
}
