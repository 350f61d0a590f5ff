/// Where a frame puts the terminal's cursor: on the caret of the field being typed in, else on
/// the first cell of the highlighted row. The cursor stays hidden (Aisle draws its own caret
/// and highlight), but screen readers and braille displays follow where it is.
public struct CursorPlace: Hashable, Sendable {
    /// Zero-based row.
    public var row: Int
    /// Zero-based column.
    public var column: Int

    /// The cell at `row`, `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
