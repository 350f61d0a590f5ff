extension InputDecoder {
    /// The rest of an SGR mouse report after `ESC [ <`. No key starts that way, so the report
    /// is waited for a little longer than a key's sequence (tmux or ssh may split it across
    /// writes), and one that breaks off or holds garbage is swallowed, never typed: a click
    /// must not put `0;12;5M` into a search.
    mutating func sgrMouseReport() -> DecodedInput {
        // Bounded: a stream of digits with no end is read a while, then dropped.
        let longest = MouseReport.longestParameters
        guard let report = reportBody(longest: longest, bound: longest * 32),
            report.final == "M" || report.final == "m", !report.tooLong,
            let event = MouseReport.sgr(report.parameters, released: report.final == "m")
        else { return .nothing }
        return .mouse(event)
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
