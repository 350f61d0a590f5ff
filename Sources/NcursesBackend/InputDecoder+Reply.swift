extension InputDecoder {
    /// The rest of a reply after `ESC [ ?`. No key starts that way, so like a mouse report it
    /// is waited for a little longer than a key's sequence (ssh may split it across writes),
    /// may be longer (xterm's device attributes list a dozen numbers), and is swallowed, never
    /// typed, when it breaks off or holds garbage.
    mutating func terminalReply() -> EscapeSequence.Meaning {
        guard let report = reportBody(longest: Self.longestReply, bound: Self.longestReply * 4),
            !report.tooLong,
            let reply = TerminalReply.parse(parameters: report.parameters, final: report.final)
        else { return .ignored }
        return .reply(reply)
    }

    /// The longest parameter text a reply may have; longer ones are read and dropped.
    static var longestReply: Int { 64 }

    /// The parameters and final byte of a report the terminal wrote (a mouse report, an answer),
    /// read with the `.report` wait; parameters past `longest` are read but not kept
    /// (`tooLong`), and after `bound` of them, or when the report breaks off, `nil`. A key
    /// curses decoded or a control in the middle is put back: it starts whatever comes next.
    mutating func reportBody(longest: Int, bound: Int) -> (
        parameters: String, final: Unicode.Scalar, tooLong: Bool
    )? {
        var parameters = String.UnicodeScalarView()
        var count = 0
        while count < bound, let raw = read(.report) {
            guard case .character(let code) = raw, let scalar = Unicode.Scalar(code) else {
                unread([raw])
                return nil
            }
            if EscapeSequence.isFinal(code) {
                return (String(parameters), scalar, count > longest)
            }
            guard EscapeSequence.isIntermediate(code) else {
                unread([raw])
                return nil
            }
            if count < longest { parameters.append(scalar) }
            count += 1
        }
        return nil
    }
}
