/// A rectangle of cells on a canvas.
public struct Rect: Hashable, Sendable {
    /// First row.
    public var row: Int
    /// First column.
    public var column: Int
    /// Columns across.
    public var width: Int
    /// Rows down.
    public var height: Int

    /// Creates a rectangle; negative sizes are clamped to zero.
    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The row after the last one.
    public var bottom: Int { row + height }

    /// The part of this rectangle from `offset` rows down.
    public func droppingRows(_ offset: Int) -> Rect {
        Rect(row: row + offset, column: column, width: width, height: height - offset)
    }
}
