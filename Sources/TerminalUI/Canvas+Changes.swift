extension Canvas {
    /// The columns of `row` a backend must write to turn `previous` (the frame on screen) into
    /// this one, within the first `columns` columns: from the first changed cell to the last,
    /// or `nil` when nothing there changed. Without a `previous` frame every column is written.
    ///
    /// Rows are compared before anything else is asked of their cells: two words a cell up to
    /// the first difference, and most rows of a frame have none (a key changes a few). The
    /// cells between the first and the last change are written too, so a backend
    /// makes one call per changed row. The right half of a wide character never starts or
    /// ends the span: the terminal places it with its left half, and a change to it alone
    /// (a restyle that begins mid-character) is not drawn, as before. `previous` must have
    /// this canvas's size.
    public func changedColumns(row: Int, since previous: Canvas?, upTo columns: Int) -> Range<Int>?
    {
        let columns = min(columns, size.columns)
        guard row >= 0, row < size.rows, columns > 0 else { return nil }
        let start = row * size.columns
        guard let previous, previous.size == size else { return 0..<columns }
        return cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                let new = UnsafeBufferPointer(rebasing: new[start..<start + columns])
                let old = UnsafeBufferPointer(rebasing: old[start..<start + columns])
                // The row as a whole: most rows of a frame are as they were.
                var first = 0
                while first < columns, new[first] == old[first] { first += 1 }
                while first < columns, new[first] == old[first] || new[first].isContinuation {
                    first += 1
                }
                guard first < columns else { return nil }
                var last = columns - 1
                while new[last] == old[last] || new[last].isContinuation { last -= 1 }
                return first..<last + 1
            }
        }
    }
}
