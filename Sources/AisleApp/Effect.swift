/// Work the reducer asks the run loop to do; values, so tests can compare them.
public enum Effect: Hashable, Sendable {
    /// Save everything now and leave.
    case quit
}
