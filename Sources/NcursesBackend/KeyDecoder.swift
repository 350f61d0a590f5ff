import CNcursesw
import TerminalUI

/// Turns single raw inputs into keys. Multi-input sequences (Esc, Alt, paste) are
/// `InputDecoder`'s; this is the table for everything that arrives whole.
enum KeyDecoder {
    /// The key for character `code`, or `nil` for input that means nothing to Aisle (NUL,
    /// C1 controls, invalid scalars). ESC (27) is never passed here.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A is 1, Ctrl-Z is 26.
            guard let letter = Unicode.Scalar(code + 96) else { return nil }
            return .control(Character(letter))
        case 0...31, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a `KEY_*` code, or `nil` for codes Aisle does not use (`KEY_RESIZE` is the
    /// decoder's `.resize`, not a key).
    static func key(forKeyCode code: Int32) -> Key? {
        if let key = named[code] { return key }
        let function = code - aisle_key_f(0)
        if (1...12).contains(function) { return .function(Int(function)) }
        return extended(code)
    }

    /// Keys terminfo lists as extended capabilities, whose codes ncurses assigns at run time:
    /// known by name (`kLFT3` is Alt-←, `kLFT5` Ctrl-←).
    private static func extended(_ code: Int32) -> Key? {
        guard code > KEY_MAX, let name = keyname(code) else { return nil }
        switch String(cString: name) {
        case "kLFT3": return .altLeft
        case "kRIT3": return .altRight
        case "kLFT5": return .controlLeft
        case "kRIT5": return .controlRight
        default: return nil
        }
    }

    private static let named: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
        KEY_IC: .insert, KEY_DC: .delete, KEY_BACKSPACE: .backspace, KEY_ENTER: .enter,
        KEY_BTAB: .backTab,
        // The keypad's corners, and the names vt220-style terminals give Home and End.
        KEY_A1: .home, KEY_C1: .end, KEY_A3: .pageUp, KEY_C3: .pageDown,
        KEY_FIND: .home, KEY_SELECT: .end,
    ]
}
