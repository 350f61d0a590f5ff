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
