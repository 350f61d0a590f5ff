import NcursesBackend

extension TerminalSetupError {
    /// What to do about it, as `aisle` advises (beside `CatalogError`'s advice): the backend
    /// says what is wrong, only the executable knows what the user can change.
    var advice: String {
        switch self {
        case .notATerminal: "run it in a terminal, not a pipe"
        case .termUnset: "set it, e.g. TERM=xterm-256color"
        case .unknownTerminal:
            "install its terminfo entry, e.g. ncurses-term, or set TERM=xterm-256color"
        case .dumbTerminal, .unsupportedTerminal, .missingCapability:
            "use a full terminal, e.g. TERM=xterm-256color"
        case .initFailed: "check TERM and that the terminal is usable, then try again"
        }
    }
}
