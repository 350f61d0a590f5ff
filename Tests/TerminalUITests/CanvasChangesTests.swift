import TerminalUI
import Testing

/// What a backend writes of a frame: whole rows compared first, then one span per changed row.
@Suite(.timeLimit(.minutes(10))) struct CanvasChangesTests {
    private func canvas(_ rows: [String], columns: Int = 10) -> Canvas {
        var c = Canvas(size: Size(columns: columns, rows: rows.count))
        for (row, text) in rows.enumerated() { c.write(text, row: row, column: 0) }
        return c
    }

    @Test func anUnchangedRowIsNotWritten() {
        let before = canvas(["Coffee", "Tea 日本", "Cocoa"])
        var after = before
        after.write("Chai", row: 1, column: 0)
        #expect(after.changedColumns(row: 0, since: before, upTo: 10) == nil)
        #expect(after.changedColumns(row: 2, since: before, upTo: 10) == nil)
        #expect(
            after.changedColumns(row: 1, since: before, upTo: 10) == 0..<4, "\"Tea \" → \"Chai\"")
        #expect(before.changedColumns(row: 1, since: before, upTo: 10) == nil)
    }

    @Test func withoutAPreviousFrameEveryColumnIsWritten() {
        let frame = canvas(["Coffee"])
        #expect(frame.changedColumns(row: 0, since: nil, upTo: 10) == 0..<10)
        #expect(frame.changedColumns(row: 0, since: nil, upTo: 4) == 0..<4, "clipped to the screen")
        let other = Canvas(size: Size(columns: 9, rows: 1))
        #expect(frame.changedColumns(row: 0, since: other, upTo: 10) == 0..<10, "another size")
    }

    /// The span runs from the first changed cell to the last; unchanged cells between them are
    /// written too, so a changed row is one call.
    @Test func theSpanCoversTheFirstToTheLastChange() {
        let before = canvas(["abcdefgh"])
        var after = before
        after.write("X", row: 0, column: 2)
        after.restyle(row: 0, column: 6, width: 1, style: .selected)
        #expect(after.changedColumns(row: 0, since: before, upTo: 10) == 2..<7)
        #expect(after.changedColumns(row: 0, since: before, upTo: 5) == 2..<3, "clipped")
    }

    /// A wide character's right half is placed by the terminal with its left half: it neither
    /// starts a span nor, changed alone, causes one.
    @Test func theRightHalfOfAWideCharacterNeverStartsOrEndsASpan() {
        let before = canvas(["a日本b"])
        var restyled = before
        restyled.restyle(row: 0, column: 2, width: 1, style: .selected)  // right half of 日
        #expect(restyled.changedColumns(row: 0, since: before, upTo: 10) == nil)
        restyled.restyle(row: 0, column: 5, width: 1, style: .selected)  // "b"
        #expect(restyled.changedColumns(row: 0, since: before, upTo: 10) == 5..<6)
        var replaced = before
        replaced.write("中", row: 0, column: 3)  // over 本
        #expect(replaced.changedColumns(row: 0, since: before, upTo: 10) == 3..<4)
    }
}
