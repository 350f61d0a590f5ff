extension InputDecoder {
    /// The rest of a reply after `ESC [ ?`. No key starts that way, so like a mouse report it
    /// is waited for a little longer than a key's sequence (ssh may split it across writes),
    /// may be longer (xterm's device attributes list a dozen numbers), and is swallowed, never
    /// typed, when it breaks off or holds garbage.
    mutating func terminalReply() -> EscapeSequence.Meaning {
        var parameters = String.UnicodeScalarView()
        var count = 0
        // Bounded: a stream of digits with no end is read a while, then dropped.
        while count < Self.longestReply * 4, let raw = read(.report) {
            guard case .character(let code) = raw, let scalar = Unicode.Scalar(code) else {
                // A key curses decoded is the user's next key, not part of the reply.
                unread([raw])
                return .ignored
            }
            if EscapeSequence.isFinal(code) {
                guard count <= Self.longestReply,
                    let reply = TerminalReply.parse(parameters: String(parameters), final: scalar)
                else { return .ignored }
                return .reply(reply)
            }
            guard EscapeSequence.isIntermediate(code) else {
                // A control (Enter, ESC) starts whatever comes next.
                unread([raw])
                return .ignored
            }
            if count < Self.longestReply { parameters.append(scalar) }
            count += 1
        }
        return .ignored
    }

    /// The longest parameter text a reply may have; longer ones are read and dropped.
    static var longestReply: Int { 64 }
}
