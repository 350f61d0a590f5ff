/// A terminal size, in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Cells across.
    public var columns: Int
    /// Cells down.
    public var rows: Int

    /// Creates a size; negative values are clamped to zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `80×24`.
    public var description: String { "\(columns)×\(rows)" }
}
