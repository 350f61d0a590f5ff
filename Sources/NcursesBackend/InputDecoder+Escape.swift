import TerminalUI

extension InputDecoder {
    /// After ESC: a printable character at once means Alt plus it; a control sequence curses
    /// left undecoded is decoded here (or swallowed), `[200~` opens a bracketed paste; a key
    /// curses decoded, or a second ESC starting a sequence, at once is Alt plus that key (as
    /// tmux and readline read rxvt-unicode's `ESC ESC [ D`); anything else (or nothing)
    /// leaves a plain Esc, and the rest is read next.
    mutating func afterEscape() -> DecodedInput {
        // curses has already waited its Esc delay, so whatever belongs to Esc is here.
        guard let next = read(.arrived) else { return .key(.escape) }
        switch next {
        case .character(0x1B):
            if let alt = altSequence() { return alt }
        case .keyCode(let code):
            // An Esc on its own followed by a key typed later would have come after the delay.
            if let key = KeyDecoder.key(forKeyCode: code) {
                return EscapeSequence.alt(key).map(DecodedInput.key) ?? .nothing
            }
        case .character(0x5B):
            switch controlSequence() {
            case .key(let key): return .key(key)
            case .pasteStart: return .key(.paste(paste()))
            case .legacyMouse: return legacyMouseReport()
            case .mouse(let event): return event.map(DecodedInput.mouse) ?? .nothing
            case .ignored: return .nothing
            case .reply(let reply): return .reply(reply)
            case .controlKey(let byte): return controlKey(byte)
            case nil: return .key(.alt("["))
            }
        case .character(0x4F):
            if let final = read(.arrived) {
                if case .character(let code) = final, let scalar = Unicode.Scalar(code),
                    let key = EscapeSequence.singleShift(final: scalar)
                {
                    return .key(key)
                }
                unread([final])
            }
            return .key(.alt("O"))
        case .character(let code):
            if let scalar = Unicode.Scalar(code), code >= 0x20, code != 0x7F,
                !(0x80...0x9F).contains(code)
            {
                return .key(.alt(Character(scalar)))
            }
        }
        unread([next])
        return .key(.escape)
    }

    /// After `ESC ESC`: when a sequence follows at once, Alt plus the key it means; `nil` (all
    /// but the first ESC put back) when none does, so two Escs stay two.
    private mutating func altSequence() -> DecodedInput? {
        guard let introducer = read(.arrived) else { return nil }
        unread([introducer])
        guard introducer == .character(0x5B) || introducer == .character(0x4F) else { return nil }
        switch afterEscape() {
        case .key(.alt(let character)):
            // `ESC [` or `ESC O` with no sequence after it: Esc, then Alt-[ or Alt-O.
            unread(character.unicodeScalars.map { .character($0.value) })
            return nil
        case .key(.paste(let text)): return .key(.paste(text))
        case .key(let key): return EscapeSequence.alt(key).map(DecodedInput.key) ?? .nothing
        case let other: return other
        }
    }

    /// The rest of `ESC [`, when a complete sequence follows at once; otherwise `nil` and
    /// everything read is put back.
    private mutating func controlSequence() -> EscapeSequence.Meaning? {
        var consumed: [RawInput] = []
        var parameters = String.UnicodeScalarView()
        while consumed.count < 16, let raw = read(.sequence) {
            consumed.append(raw)
            guard case .character(let code) = raw, let scalar = Unicode.Scalar(code) else { break }
            // `<` first: a mouse report, which has rules of its own.
            if consumed.count == 1, code == 0x3C {
                guard case .mouse(let event) = sgrMouseReport() else { return .mouse(nil) }
                return .mouse(event)
            }
            // `?` first: a terminal's answer to a query, which no key sends.
            if consumed.count == 1, code == 0x3F { return terminalReply() }
            if EscapeSequence.isFinal(code) {
                return EscapeSequence.control(parameters: String(parameters), final: scalar)
            }
            guard EscapeSequence.isIntermediate(code) else { break }
            parameters.append(scalar)
        }
        unread(consumed)
        return nil
    }

    /// Ctrl plus a key the terminal reported: the signal the tty makes of its byte, else the
    /// key the byte is (Ctrl-[ is Esc, as it is without the protocol).
    private func controlKey(_ byte: UInt32) -> DecodedInput {
        if let signo = signalCharacters[byte] { return .signal(signo) }
        if byte == 0x1B { return .key(.escape) }
        return KeyDecoder.key(forCharacter: byte).map(DecodedInput.key) ?? .nothing
    }
}
