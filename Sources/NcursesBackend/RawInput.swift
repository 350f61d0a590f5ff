/// One thing `wget_wch` returned: a character, or a key code ncurses decoded (an arrow, a
/// function key, `KEY_RESIZE`).
enum RawInput: Equatable {
    /// A character, as a Unicode scalar value (controls included).
    case character(UInt32)
    /// A `KEY_*` code.
    case keyCode(Int32)
}
