import CNcursesw

/// Reads raw input from the curses window, with a push-back stack so a decoder can look ahead
/// (Esc vs Alt, paste markers) and return what it did not use.
struct InputReader {
    /// The window whose keypad decoding and timeout apply.
    let window: UnsafeMutablePointer<WINDOW>
    private var pushedBack: [RawInput] = []

    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
    }

    /// The next input, waiting up to `timeoutMilliseconds` (0: only what is already there);
    /// `nil` on timeout, on a signal and when the terminal is gone.
    mutating func read(timeoutMilliseconds: Int32) -> RawInput? {
        if let next = pushedBack.popLast() { return next }
        wtimeout(window, max(0, timeoutMilliseconds))
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK: return .character(UInt32(value))
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: value))
        default: return nil
        }
    }

    /// Puts `inputs` back so the next reads return them in order.
    mutating func unread(_ inputs: [RawInput]) {
        pushedBack.append(contentsOf: inputs.reversed())
    }
}
