/// When a hint is worth showing beyond its key context: a key that would only say "nothing
/// to do" is not offered.
enum HintCondition: Sendable, Equatable {
    /// Wherever its context is.
    case always
    /// The cart has lines (checkout, quantities, removing).
    case cartHasLines
    /// A removed cart line can be put back.
    case canUndo

    /// Whether the hint shows with `state` on display.
    func holds(in state: AppState) -> Bool {
        switch self {
        case .always: true
        case .cartHasLines: !state.cart.isEmpty
        case .canUndo: state.removedLine != nil
        }
    }
}

/// Which hints stay when the bottom line is too narrow for all: the ones a new user needs to
/// get out (quit), to the help (which lists every key) and back stay longest; the others go
/// from the end.
enum HintPriority: Int, Sendable, Comparable {
    /// Leaving the program: the last to go.
    case quit
    /// How to open the help, which lists everything else.
    case help
    /// Where Back leads; its label is shortened before it goes.
    case back
    /// An undo, which lasts only until the next change: missing it loses the line.
    case undo
    /// Everything else, kept in the table's order while there is room.
    case normal

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
