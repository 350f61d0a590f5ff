import CAisleTerminal

#if canImport(Glibc)
    import Glibc
#endif

extension NcursesTerminal {
    /// Acts on the terminal's answer to the query `start` wrote: the first keyboard answer
    /// pushes "disambiguate escape codes"; the device attributes arriving first mean the
    /// terminal does not speak the protocol, and curses' Esc delay stays.
    func answered(_ reply: TerminalReply) {
        if reply == .deviceAttributes { queryAnswered = true }
        guard let push = keyboardProtocol.answered(reply) else { return }
        // Recorded first, so a crash between the two still pops (a pop too many is harmless:
        // an empty stack resets to no flags).
        aisle_keyboard_protocol_set_pushed(1)
        Self.writeToTerminal(push)
    }

    /// Reads what is left of the answers to the start's query before the terminal is given
    /// back: a key typed ahead (`aisle⏎q`) can quit before they were read, and the shell would
    /// then be typed `^[[?0u^[[?62;c`. Bounded, for a terminal that never answers; what is
    /// read meanwhile is dropped, as keys pressed while quitting are.
    func readLateAnswers() {
        guard !queryAnswered else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + Self.lateAnswerWait
        while !queryAnswered, clock.now < deadline {
            let left = clock.now.duration(to: deadline)
            let milliseconds = max(1, Int(left.components.attoseconds / 1_000_000_000_000_000))
            guard let decoded = input.next(waiting: .milliseconds(Int32(clamping: milliseconds)))
            else {
                if Self.inputIsGone() { return }
                continue
            }
            if case .reply(.deviceAttributes) = decoded { queryAnswered = true }
        }
    }

    /// How long quitting waits for answers still due: far longer than a terminal takes to
    /// answer, and paid only by a quit within that time of the start.
    static let lateAnswerWait: Duration = .milliseconds(500)

    /// Sends `signo` to the foreground process group, as the tty does for Ctrl-Z or Ctrl-\
    /// when it sees their bytes: with the protocol on, the terminal reports those keys as
    /// sequences, which the tty passes through as input.
    func raiseAsTTY(_ signo: Int32) {
        kill(0, signo)
    }

    /// The C0 bytes the tty turns into signals now, each with its signal: suspend (`^Z`) and
    /// quit (`^\`) when signals are on (Aisle has turned the interrupt character off, so
    /// Ctrl-C is a key).
    static func signalCharacters() -> [UInt32: Int32] {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0, modes.c_lflag & tcflag_t(ISIG) != 0 else {
            return [:]
        }
        var characters: [UInt32: Int32] = [:]
        withUnsafeBytes(of: modes.c_cc) { bytes in
            for (index, signo) in [(Int(VSUSP), SIGTSTP), (Int(VQUIT), SIGQUIT)]
            where index < bytes.count && bytes[index] != 0 {
                // 0 is _POSIX_VDISABLE on Linux: that signal key is off.
                characters[UInt32(bytes[index])] = signo
            }
        }
        return characters
    }
}
