/// xterm's bracketed paste: with the mode on, pasted text arrives between two markers, so it
/// can be inserted as text instead of being run as keystrokes.
enum BracketedPaste {
    /// Turns the mode on.
    static let enable = "\u{1B}[?2004h"
    /// Turns the mode off.
    static let disable = "\u{1B}[?2004l"
    /// What follows ESC `[` at the end of a paste.
    static let endTail: [UInt32] = Array("201~".unicodeScalars.map(\.value))
}
