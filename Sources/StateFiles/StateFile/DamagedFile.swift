/// What to do with a damaged file.
public enum DamagedFile: Sendable {
    /// Leave it where it is (commands that only report, like `aisle link`).
    case leaveInPlace
    /// Move it aside; `stamp` (a time, safe in a file name) names the copy when every
    /// damaged copy is kept.
    case setAside(stamp: String)
}
