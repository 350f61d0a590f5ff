import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

extension NcursesTerminal {
    /// Checks that this process can run full-screen, before ncurses starts and without writing
    /// anything to the terminal: stdin and stdout are TTYs, `TERM` is set, not `dumb`, known
    /// to terminfo, and has cursor addressing (`cup`) and `clear`.
    public static func preflight() throws(TerminalSetupError) {
        try loadTerminalDescription()
        aisle_release_setupterm()
    }

    /// The preflight checks, leaving the terminfo entry loaded so its strings can be read.
    static func loadTerminalDescription() throws(TerminalSetupError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .notATerminal
        }
        guard let name = getenv("TERM").map({ String(cString: $0) }), !name.isEmpty else {
            throw .termUnset
        }
        guard name != "dumb" else { throw .dumbTerminal }
        var status: Int32 = 0
        // With a status pointer setupterm reports instead of printing and exiting.
        guard setupterm(nil, STDOUT_FILENO, &status) == OK else {
            aisle_release_setupterm()
            throw status == 1 ? .unsupportedTerminal(name) : .unknownTerminal(name)
        }
        for capability in ["cup", "clear"] where aisle_string_capability(capability) == nil {
            aisle_release_setupterm()
            throw .missingCapability(capability)
        }
    }

    /// What a crash handler writes to put the terminal back: leave the alternate screen, show
    /// the cursor, plain attributes, keypad, mouse reporting and bracketed paste off. Needs a
    /// loaded entry.
    static func emergencyResetSequence() -> String {
        var sequence = ""
        for capability in ["rmcup", "rmkx", "cnorm", "sgr0"] {
            if let value = aisle_string_capability(capability) {
                sequence += withoutPadding(String(cString: value))
            }
        }
        return sequence + modesOff
    }

    /// `value` without terminfo delays (`$<5>`), which only `tputs` knows to turn into waiting.
    static func withoutPadding(_ value: String) -> String {
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                return result + rest[start.lowerBound...]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
