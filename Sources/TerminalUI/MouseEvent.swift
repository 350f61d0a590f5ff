/// A mouse report from the terminal: what happened, in which cell (zero-based, like the
/// canvas), with which modifiers held. Decoded by the backend; hit-tested by the app against
/// the same layouts drawing uses.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up (SGR reports say which; the old encoding does not).
        case release(Button?)
        /// The wheel turned away from the user (scroll up).
        case wheelUp
        /// The wheel turned towards the user (scroll down).
        case wheelDown
    }

    /// A mouse button.
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    /// Keys held during the event, as the terminal reports them.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Modifiers from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift (most terminals keep Shift-click for their own selection).
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Meta).
        public static let alt = Modifiers(rawValue: 2)
        /// Ctrl.
        public static let control = Modifiers(rawValue: 4)
    }

    /// What happened.
    public var kind: Kind
    /// The cell's row, from 0 at the top.
    public var row: Int
    /// The cell's column, from 0 at the left.
    public var column: Int
    /// Keys held.
    public var modifiers: Modifiers

    /// An event at `row`, `column`.
    public init(_ kind: Kind, row: Int, column: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.row = row
        self.column = column
        self.modifiers = modifiers
    }
}
