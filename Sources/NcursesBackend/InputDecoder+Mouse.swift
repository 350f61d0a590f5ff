extension InputDecoder {
    /// The rest of an SGR mouse report after `ESC [ <`. No key starts that way, so the report
    /// is waited for a little longer than a key's sequence (tmux or ssh may split it across
    /// writes), and one that breaks off or holds garbage is swallowed, never typed: a click
    /// must not put `0;12;5M` into a search.
    mutating func sgrMouseReport() -> DecodedInput {
        var parameters = String.UnicodeScalarView()
        var count = 0
        // Bounded: a stream of digits with no end is read a while, then dropped.
        while count < MouseReport.longestParameters * 32, let raw = read(.report) {
            guard case .character(let code) = raw, let scalar = Unicode.Scalar(code) else {
                // A key curses decoded is the user's next key, not part of the report.
                unread([raw])
                return .nothing
            }
            if code == 0x4D || code == 0x6D {
                guard count <= MouseReport.longestParameters,
                    let event = MouseReport.sgr(String(parameters), released: code == 0x6D)
                else { return .nothing }
                return .mouse(event)
            }
            if EscapeSequence.isFinal(code) { return .nothing }
            guard EscapeSequence.isIntermediate(code) else {
                // A control (Enter, ESC) starts whatever comes next.
                unread([raw])
                return .nothing
            }
            if count < MouseReport.longestParameters { parameters.append(scalar) }
            count += 1
        }
        return .nothing
    }

    /// The three units after `ESC [ M` (the old encoding); swallowed if they do not all come.
    mutating func legacyMouseReport() -> DecodedInput {
        var units: [UInt32] = []
        while units.count < 3, let raw = read(.report) {
            guard case .character(let code) = raw else {
                unread([raw])
                return .nothing
            }
            units.append(code)
        }
        return MouseReport.legacy(units).map(DecodedInput.mouse) ?? .nothing
    }
}
