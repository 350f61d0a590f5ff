/// The kitty keyboard protocol, as far as Aisle uses it: its "disambiguate escape codes" flag
/// makes the terminal send Esc as `ESC [ 27 u`, so a lone Esc is known at once instead of after
/// curses' Esc delay (see DECISIONS.md). Asked for, never assumed: `query` asks whether the
/// terminal speaks it and, in the same write, for the primary device attributes every
/// terminal answers, so a terminal that does not is known by that answer arriving alone.
/// Neither answer is waited for: they arrive as input, and the flag is pushed when the first
/// one says yes.
enum KeyboardProtocol {
    /// Asks for the current flags (`CSI ? u`), then for the device attributes (`CSI c`).
    static let query = "\u{1B}[?u\u{1B}[c"
    /// Pushes "disambiguate escape codes" (flag 1) on the terminal's stack for this screen.
    static let push = "\u{1B}[>1u"
    /// Pops what `push` pushed, giving back the flags the terminal had before.
    static let pop = "\u{1B}[<u"

    /// Where the exchange with the terminal stands.
    enum State: Equatable {
        /// The query went out; no answer yet (curses' Esc delay still applies).
        case asked
        /// The device attributes came without a keyboard answer before them: today's delay.
        case unsupported
        /// The flags are pushed: Esc arrives as a sequence of its own.
        case enabled

        /// Takes in the terminal's `reply`; returns what to write back (the push), if
        /// anything. Only the first answer counts: the keyboard answer pushes; the device
        /// attributes first mean no protocol, and a keyboard answer after them (or any answer
        /// once decided) changes nothing.
        mutating func answered(_ reply: TerminalReply) -> String? {
            guard self == .asked else { return nil }
            switch reply {
            case .keyboardFlags:
                self = .enabled
                return KeyboardProtocol.push
            case .deviceAttributes:
                self = .unsupported
                return nil
            }
        }
    }
}

/// An answer the terminal wrote to a query, read among the keys and never taken for one.
enum TerminalReply: Equatable {
    /// `CSI ? flags u`: the terminal speaks the kitty keyboard protocol, with these flags on.
    case keyboardFlags(Int)
    /// `CSI ? … c`: the primary device attributes, the answer to `CSI c`.
    case deviceAttributes

    /// The reply `ESC [ ? parameters final` stands for, or `nil` for one Aisle never asked for.
    static func parse(parameters: String, final: Unicode.Scalar) -> TerminalReply? {
        switch final {
        case "u":
            guard parameters.count <= 9, parameters.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            return .keyboardFlags(Int(parameters) ?? 0)
        case "c":
            return .deviceAttributes
        default:
            return nil
        }
    }
}
