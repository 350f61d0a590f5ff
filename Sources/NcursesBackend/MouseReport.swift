import TerminalUI

/// xterm mouse reporting, which Aisle turns on itself rather than through ncurses' mouse layer
/// (see DECISIONS.md): mode 1000 reports presses, releases and the wheel, mode 1006 writes them
/// as `ESC [ < button ; column ; row M` (`m` for a release), with no limit on coordinates.
/// Terminals without 1006 send the old `ESC [ M` and three bytes, also decoded here.
enum MouseReport {
    /// Turns reporting on: presses, releases and the wheel (no motion: nothing uses a drag).
    static let enable = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns reporting off, in the reverse order.
    static let disable = "\u{1B}[?1006l\u{1B}[?1000l"
    /// The longest parameter text an SGR report may have; longer ones are read and dropped.
    static let longestParameters = 32

    /// The event an SGR report stands for (`parameters` after `<`, up to the final `M` or
    /// `m`), or `nil` for a report Aisle has no use for (motion, sideways wheel, extra
    /// buttons) or one that is malformed.
    static func sgr(_ parameters: String, released: Bool) -> MouseEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let code = number(fields[0]), let column = number(fields[1]),
            let row = number(fields[2])
        else { return nil }
        return event(code: code, column: column, row: row, released: released)
    }

    /// The event the old encoding's three units stand for: each is its value plus 32, and
    /// coordinates count from 1.
    static func legacy(_ units: [UInt32]) -> MouseEvent? {
        guard units.count == 3, units.allSatisfy({ $0 >= 32 && $0 < 0x11_0000 }) else { return nil }
        let code = Int(units[0]) - 32
        return event(
            code: code, column: Int(units[1]) - 32, row: Int(units[2]) - 32,
            released: code & 3 == 3)
    }

    /// The event for button `code` at 1-based `column` and `row`.
    private static func event(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        guard column >= 1, row >= 1, code & 32 == 0, code & 128 == 0 else { return nil }
        var modifiers: MouseEvent.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            // 64 and 65 are the wheel; 66 and 67 a sideways wheel, which no list has.
            switch code & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil
            }
            guard !released else { return nil }
        } else {
            let buttons: [MouseEvent.Button] = [.left, .middle, .right]
            let button = code & 3 < 3 ? buttons[code & 3] : nil
            if released {
                kind = .release(button)
            } else {
                guard let button else { return nil }
                kind = .press(button)
            }
        }
        return MouseEvent(kind, row: row - 1, column: column - 1, modifiers: modifiers)
    }

    /// A decimal field of at most nine digits (no terminal is a billion cells wide).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(text)
    }
}
