import TerminalUI

/// Key reports of the kitty keyboard protocol, `ESC [ code ; modifiers u`, as a terminal sends
/// them once "disambiguate escape codes" is pushed: Esc (`27 u`), and every key held with Ctrl
/// or Alt (`99;5 u` is Ctrl-C, `120;3 u` Alt-x). Each becomes the key the same press gives
/// without the protocol, so every binding still works; chords Aisle has no key for are
/// swallowed, like the legacy ones `EscapeSequence` swallows.
enum KittyKeyReport {
    /// The meaning of the parameters before `u` (`code[:alternates][;modifiers[:event][;text]]`).
    static func meaning(parameters: String) -> EscapeSequence.Meaning {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count <= 3, let code = number(firstPart(of: fields[0])) else {
            return .ignored
        }
        var bits = 0
        if fields.count > 1 {
            let parts = fields[1].split(separator: ":", omittingEmptySubsequences: false)
            let modifiers = parts[0].isEmpty ? 1 : number(parts[0])
            guard let modifiers, modifiers >= 1 else { return .ignored }
            // Only press and repeat are keys; a release (3) is not (sent only with flag 2).
            if parts.count > 1, parts[1] == "3" { return .ignored }
            bits = (modifiers - 1) & ~(capsLock | numLock)
        }
        guard bits & ~(shift | alt | control) == 0 else { return .ignored }
        return meaning(code: code, bits: bits)
    }

    /// The key `code` with modifier `bits`.
    private static func meaning(code: Int, bits: Int) -> EscapeSequence.Meaning {
        guard let key = baseKey(code) else { return .ignored }
        switch bits & (alt | control) {
        case 0:
            if bits & shift != 0, key == .tab { return .key(.backTab) }
            if bits & shift != 0, case .character(let character) = key {
                return .key(.character(shifted(character)))
            }
            return .key(key)
        case control:
            switch key {
            case .character(let character):
                // The byte the press sends without the protocol: the tty may read it as a
                // signal (Ctrl-Z), which the decoder then raises itself.
                return controlByte(character).map(EscapeSequence.Meaning.controlKey) ?? .ignored
            case .escape, .enter, .tab, .backspace: return .key(key)
            // The keypad's arrows: Ctrl-← and Ctrl-→ move by word, as the main ones do.
            case .left: return .key(.controlLeft)
            case .right: return .key(.controlRight)
            default: return .ignored
            }
        case alt:
            if case .character(let character) = key {
                return .key(.alt(bits & shift != 0 ? shifted(character) : character))
            }
            return EscapeSequence.alt(key).map(EscapeSequence.Meaning.key) ?? .ignored
        default:
            return .ignored
        }
    }

    /// The key for `code` without modifiers: the functional keys the protocol numbers itself,
    /// else the character.
    private static func baseKey(_ code: Int) -> Key? {
        if let key = functional[code] { return key }
        if let key = keypad[code] { return key }
        guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code),
            // The protocol's own numbers for keys without a character (F13, Caps Lock, …).
            !(0xE000...0xF8FF).contains(code), let scalar = Unicode.Scalar(code)
        else { return nil }
        return .character(Character(scalar))
    }

    /// The C0 byte Ctrl plus `character` sends without the protocol, or `nil` for none.
    private static func controlByte(_ character: Character) -> UInt32? {
        guard let value = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1
        else { return nil }
        switch value {
        case 0x20, 0x40: return 0
        case 0x3F: return 0x7F
        case 0x5B...0x5F, 0x61...0x7A: return value & 0x1F
        default: return nil
        }
    }

    /// An ASCII letter in upper case (the report gives the key's unshifted code).
    private static func shifted(_ character: Character) -> Character {
        character.isASCII && character.isLetter ? Character(character.uppercased()) : character
    }

    private static func firstPart(of field: Substring) -> Substring {
        field.split(separator: ":", omittingEmptySubsequences: false).first ?? field
    }

    /// A decimal field of at most seven digits (code points end at 1,114,111).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 7, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(text)
    }

    private static let shift = 1
    private static let alt = 2
    private static let control = 4
    private static let capsLock = 64
    private static let numLock = 128

    private static let functional: [Int: Key] = [
        27: .escape, 13: .enter, 9: .tab, 127: .backspace, 8: .backspace,
    ]

    /// The keypad's own numbers (57399 is KP_0), each as the key it stands for.
    private static let keypad: [Int: Key] = {
        var keys: [Int: Key] = [:]
        for digit in 0...9 { keys[57399 + digit] = .character(Character(String(digit))) }
        let named: [Key] = [
            .character("."), .character("/"), .character("*"), .character("-"),
            .character("+"), .enter, .character("="), .character(","), .left, .right, .up,
            .down, .pageUp, .pageDown, .home, .end, .insert, .delete,
        ]
        for (offset, key) in named.enumerated() { keys[57409 + offset] = key }
        return keys
    }()
}
