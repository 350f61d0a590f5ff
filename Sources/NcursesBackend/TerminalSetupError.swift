import TerminalUI

/// Why Aisle cannot take over this terminal. Found before anything is written to it, so the
/// caller can print `message` on stderr and exit with status 2 on an untouched screen.
public enum TerminalSetupError: Error, Equatable, Sendable {
    /// Standard input or standard output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal
    /// `TERM` is unset or empty.
    case termUnset
    /// `TERM=dumb`: no cursor addressing.
    case dumbTerminal
    /// No terminfo entry for this `TERM` (the name is given).
    case unknownTerminal(String)
    /// The terminfo entry describes a hardcopy or otherwise unusable terminal (the name is given).
    case unsupportedTerminal(String)
    /// The terminal lacks a capability a full-screen program needs (the terminfo name is given).
    case missingCapability(String)
    /// ncurses could not set up the screen.
    case initFailed

    /// One line saying what is wrong. What to do about it is the executable's to say
    /// (`TerminalSetupError.advice` in `aisle`), where the other advice lives.
    public var message: String {
        switch self {
        case .notATerminal:
            "aisle needs a terminal: standard input and output must be a TTY"
        case .termUnset:
            "aisle needs to know the terminal type, but TERM is not set"
        case .dumbTerminal:
            "aisle cannot run on TERM=dumb, which has no cursor movement"
        case .unknownTerminal(let name):
            "aisle does not know the terminal type TERM=\(Self.quoted(name))"
        case .unsupportedTerminal(let name):
            "aisle cannot run on TERM=\(Self.quoted(name)), a terminal without a screen to draw on"
        case .missingCapability(let capability):
            "aisle cannot run on this terminal: its terminfo entry lacks '\(capability)'"
        case .initFailed:
            "aisle could not start the terminal screen"
        }
    }

    /// `TERM` as the message shows it: anyone can set it to anything, so its controls show as
    /// placeholders and a long one is cut, keeping the message one short line.
    static func quoted(_ name: String) -> String {
        TextLayout.truncate(TextSanitizer.visible(name), toWidth: 40)
    }
}
