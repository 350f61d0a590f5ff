import TerminalUI

extension NcursesTerminal {
    /// How long a paste may pause before it is taken as finished without its end marker.
    static let pasteGap: Int32 = 200
    /// The most pasted text kept; the rest is read and dropped so it is not taken as keys.
    static let pasteLimit = 1 << 20

    /// After ESC: a printable character at once means Alt plus it; a control sequence curses
    /// left undecoded is decoded here (or swallowed), `[200~` opens a bracketed paste; anything
    /// else (or nothing) leaves a plain Esc, and the rest is read next.
    func afterEscape() -> TerminalEvent? {
        // curses has already waited its Esc delay, so whatever belongs to Esc is here.
        guard let next = input.read(timeoutMilliseconds: 0) else { return .key(.escape) }
        switch next {
        case .character(0x5B):
            switch readControlSequence() {
            case .key(let key): return .key(key)
            case .pasteStart: return .key(.paste(readPaste()))
            case .ignored: return nil
            case nil: return .key(.alt("["))
            }
        case .character(0x4F):
            if let final = input.read(timeoutMilliseconds: 0) {
                if case .character(let code) = final, let scalar = Unicode.Scalar(code),
                    let key = EscapeSequence.singleShift(final: scalar)
                {
                    return .key(key)
                }
                input.unread([final])
            }
            return .key(.alt("O"))
        case .character(let code):
            if let scalar = Unicode.Scalar(code), code >= 0x20, code != 0x7F,
                !(0x80...0x9F).contains(code)
            {
                return .key(.alt(Character(scalar)))
            }
        case .keyCode:
            break
        }
        input.unread([next])
        return .key(.escape)
    }

    /// The rest of `ESC [`, when a complete sequence follows at once; otherwise `nil` and
    /// everything read is put back.
    private func readControlSequence() -> EscapeSequence.Meaning? {
        var consumed: [RawInput] = []
        var parameters = String.UnicodeScalarView()
        while consumed.count < 16, let raw = input.read(timeoutMilliseconds: 10) {
            consumed.append(raw)
            guard case .character(let code) = raw, let scalar = Unicode.Scalar(code) else { break }
            if EscapeSequence.isFinal(code) {
                return EscapeSequence.control(parameters: String(parameters), final: scalar)
            }
            guard EscapeSequence.isIntermediate(code) else { break }
            parameters.append(scalar)
        }
        input.unread(consumed)
        return nil
    }

    /// Consumes `tail` if it comes next; otherwise puts back what it read.
    private func matchMarkerTail(_ tail: [UInt32], timeout: Int32) -> Bool {
        var consumed: [RawInput] = []
        for expected in tail {
            guard let next = input.read(timeoutMilliseconds: timeout) else {
                input.unread(consumed)
                return false
            }
            consumed.append(next)
            guard next == .character(expected) else {
                input.unread(consumed)
                return false
            }
        }
        return true
    }

    /// The pasted text up to `ESC [201~`, with line ends as `\n`, tabs kept and every other
    /// control (ESC included) dropped: a paste is text, never commands.
    private func readPaste() -> String {
        var text = String.UnicodeScalarView()
        var count = 0
        var afterCarriageReturn = false
        while let raw = input.read(timeoutMilliseconds: Self.pasteGap) {
            // Key codes are pasted bytes curses mistook for keys: not text.
            guard case .character(let code) = raw else { continue }
            if code == 0x1B {
                guard let next = input.read(timeoutMilliseconds: Self.pasteGap) else { break }
                if next == .character(0x5B),
                    matchMarkerTail(BracketedPaste.endTail, timeout: Self.pasteGap)
                {
                    break
                }
                input.unread([next])
                continue
            }
            let scalar: Unicode.Scalar?
            switch code {
            case 0x0D: scalar = "\n"
            case 0x0A: scalar = afterCarriageReturn ? nil : "\n"
            case 0x09: scalar = "\t"
            case 0...0x1F, 0x7F...0x9F: scalar = nil
            default: scalar = Unicode.Scalar(code)
            }
            afterCarriageReturn = code == 0x0D
            if let scalar, count < Self.pasteLimit {
                text.append(scalar)
                count += 1
            }
        }
        return String(text)
    }
}
