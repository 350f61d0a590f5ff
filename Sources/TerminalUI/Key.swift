/// One key press, decoded from the terminal. The backend produces these; the key map consumes
/// them. Printable text is `.character`; everything named is its own case.
public enum Key: Hashable, Sendable {
    /// A printable character (including space), as typed.
    case character(Character)
    /// Ctrl plus a letter, given as the lowercase letter (`.control("a")` is Ctrl-A).
    case control(Character)
    /// Alt (Meta) plus a character, read as Esc followed at once by the character.
    case alt(Character)
    case up, down, left, right
    /// Alt (Meta) plus ← or → (`ESC [1;3D`, `ESC [1;3C`, or the terminfo keys `kLFT3`/`kRIT3`).
    case altLeft, altRight
    /// Ctrl plus ← or → (`ESC [1;5D`, rxvt-unicode's `ESC O d`, or the terminfo keys
    /// `kLFT5`/`kRIT5`): a word left or right in a text field, as in bash.
    case controlLeft, controlRight
    case home, end, pageUp, pageDown
    case insert, delete, backspace, enter, tab, backTab, escape
    /// A function key, F1 is `.function(1)`.
    case function(Int)
    /// Text delivered by bracketed paste, to be inserted as text, never interpreted as keys.
    case paste(String)
}
