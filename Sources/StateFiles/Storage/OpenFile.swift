/// An open file descriptor together with the path it was opened as, so that errors from
/// calls on the descriptor can still name the file.
public struct OpenFile: Sendable, Hashable {
    /// The descriptor `open(2)` returned.
    public let descriptor: Int32
    /// The path given to `open(2)`.
    public let path: String

    /// Pairs `descriptor` with `path`.
    public init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }
}
