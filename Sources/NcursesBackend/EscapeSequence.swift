import TerminalUI

/// Escape sequences curses did not decode itself: the terminal sent keys its terminfo entry
/// does not list (a `TERM` naming a different terminal, or keys with modifiers). Decoding the
/// common ones here keeps them from arriving as Alt-`[` followed by typed characters.
enum EscapeSequence {
    /// What a complete sequence means.
    enum Meaning: Equatable {
        /// A key.
        case key(Key)
        /// The start of a bracketed paste.
        case pasteStart
        /// `ESC [ M`: an old-style mouse report, three units follow.
        case legacyMouse
        /// `ESC [ <`: an SGR mouse report follows (and was read: its event, if it means one).
        case mouse(MouseEvent?)
        /// A well-formed sequence Aisle has no use for: swallowed, never typed.
        case ignored
        /// An answer to a query Aisle wrote (`ESC [ ?` … ).
        case reply(TerminalReply)
        /// Ctrl plus a key, reported by the kitty keyboard protocol, as the C0 byte the same
        /// press sends without it (3 for Ctrl-C): that byte may be a tty signal (Ctrl-Z).
        case controlKey(UInt32)
    }

    /// The meaning of `ESC [ parameters final` (CSI).
    static func control(parameters: String, final: Unicode.Scalar) -> Meaning {
        if parameters.isEmpty, final == "M" { return .legacyMouse }
        // The kitty keyboard protocol's key reports (see `KeyboardProtocol`).
        if final == "u" { return KittyKeyReport.meaning(parameters: parameters) }
        // Alt-← and Alt-→ walk the history; other modified keys (`1;5A` is Ctrl-Up) and private
        // modes mean nothing to Aisle.
        if parameters == "1;3", let key = altArrow[final] { return .key(key) }
        // Ctrl-← and Ctrl-→ move by word in a text field.
        if parameters == "1;5", let key = controlArrow[final] { return .key(key) }
        if parameters.contains(";") || parameters.contains(where: { !$0.isASCII || !$0.isNumber }) {
            return .ignored
        }
        if final == "~" {
            if parameters == "200" { return .pasteStart }
            return tilde[parameters].map(Meaning.key) ?? .ignored
        }
        guard parameters.isEmpty || parameters == "1" else { return .ignored }
        return letter[final].map(Meaning.key) ?? .ignored
    }

    /// The key for `ESC O final` (SS3), as terminals send in application keypad mode.
    static func singleShift(final: Unicode.Scalar) -> Key? {
        if let key = letter[final] { return key }
        // rxvt-unicode sends Ctrl-← and Ctrl-→ as `ESC O d` and `ESC O c`.
        if let key = ["c": Key.controlRight, "d": .controlLeft][final] { return key }
        return ["P": 1, "Q": 2, "R": 3, "S": 4][final].map(Key.function)
    }

    /// Whether `value` may appear between `ESC [` and the final byte.
    static func isIntermediate(_ value: UInt32) -> Bool { (0x20...0x3F).contains(value) }
    /// Whether `value` ends a CSI sequence.
    static func isFinal(_ value: UInt32) -> Bool { (0x40...0x7E).contains(value) }

    private static let letter: [Unicode.Scalar: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
        // F1, F2 and F4 as the kitty keyboard protocol may send them (F3 is `13~` there).
        "P": .function(1), "Q": .function(2), "S": .function(4),
    ]

    private static let altArrow: [Unicode.Scalar: Key] = ["C": .altRight, "D": .altLeft]

    private static let controlArrow: [Unicode.Scalar: Key] = [
        "C": .controlRight, "D": .controlLeft,
    ]

    /// Alt plus `key`, for a key that came after an Esc that belongs to it (rxvt-unicode's
    /// Alt-← is `ESC ESC [ D`, as tmux and readline read it): Alt-← and Alt-→ walk the
    /// history; Alt with any other key means nothing to Aisle and is swallowed (`nil`), like
    /// the other modified keys above.
    static func alt(_ key: Key) -> Key? {
        switch key {
        case .left: .altLeft
        case .right: .altRight
        default: nil
        }
    }

    private static let tilde: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "2": .insert, "3": .delete,
        "5": .pageUp, "6": .pageDown,
        "11": .function(1), "12": .function(2), "13": .function(3), "14": .function(4),
        "15": .function(5), "17": .function(6), "18": .function(7), "19": .function(8),
        "20": .function(9), "21": .function(10), "23": .function(11), "24": .function(12),
    ]
}
