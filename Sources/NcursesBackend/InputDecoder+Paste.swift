extension InputDecoder {
    /// The most pasted text kept; the rest is read and dropped so it is not taken as keys.
    static var pasteLimit: Int { 1 << 20 }

    /// The pasted text up to `ESC [201~` (or a pause as long as `.paste` allows), with line
    /// ends as `\n`, tabs kept and every other control (ESC included) dropped: a paste is
    /// text, never commands.
    mutating func paste() -> String {
        var text = String.UnicodeScalarView()
        var count = 0
        var afterCarriageReturn = false
        while let raw = read(.paste) {
            // Key codes are pasted bytes curses mistook for keys: not text.
            guard case .character(let code) = raw else { continue }
            if code == 0x1B {
                guard let next = read(.paste) else { break }
                if next == .character(0x5B), matchEndMarkerTail() { break }
                unread([next])
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

    /// Consumes the rest of the end marker after `ESC [` if it comes next; otherwise puts
    /// back what it read.
    private mutating func matchEndMarkerTail() -> Bool {
        var consumed: [RawInput] = []
        for expected in BracketedPaste.endTail {
            guard let next = read(.paste) else {
                unread(consumed)
                return false
            }
            consumed.append(next)
            guard next == .character(expected) else {
                unread(consumed)
                return false
            }
        }
        return true
    }
}
