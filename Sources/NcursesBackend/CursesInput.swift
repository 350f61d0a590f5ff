import CNcursesw

/// Raw input from the curses window: `wget_wch` with the wait as its timeout. Reading only;
/// what the input means is `InputDecoder`'s.
struct CursesInput: RawInputSource {
    /// The window whose keypad decoding and timeout apply.
    let window: UnsafeMutablePointer<WINDOW>

    func read(_ wait: InputWait) -> RawInput? {
        wtimeout(window, wait.timeoutMilliseconds)
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case OK: return .character(UInt32(value))
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: value))
        default: return nil
        }
    }
}
