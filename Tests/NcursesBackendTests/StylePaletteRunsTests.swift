import CNcursesw
import TerminalUI
import Testing

@testable import NcursesBackend

/// How a changed span of a row reaches ncurses: as few `mvwadd_wchnstr` calls as possible.
@Suite(.timeLimit(.minutes(10))) struct StylePaletteRunsTests {
    /// Each run as its column and the base scalar of each `cchar_t` in it.
    private func runs(_ canvas: Canvas, span: Range<Int>) -> [(column: Int, bases: [UInt32])] {
        let palette = StylePalette.monochrome()
        var found: [(column: Int, bases: [UInt32])] = []
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: canvas.size.columns) { buffer in
            palette.runs(of: canvas, row: 0, span: span, in: buffer) { column, count in
                found.append((column, buffer.prefix(count).map { UInt32(bitPattern: $0.chars.0) }))
            }
        }
        return found
    }

    /// A change of style and a wide character inside the span split nothing: each `cchar_t`
    /// has its own attributes, and the wide character's right half is left to ncurses.
    @Test func stylesAndWideCharactersStayInOneRun() {
        var c = Canvas(size: Size(columns: 8, rows: 1))
        c.write("ab", row: 0, column: 0, style: .selected)
        c.write("日c", row: 0, column: 2, style: .warning)
        let found = runs(c, span: 1..<5)
        #expect(found.count == 1)
        #expect(found.first?.column == 1)
        #expect(found.first?.bases == [0x62, 0x65E5, 0x63], "b, 日 (its right half left out), c")
        let palette = StylePalette.monochrome()
        var b = cchar_t()
        var wide = cchar_t()
        _ = palette.character(for: c[0, 1], into: &b)
        _ = palette.character(for: c[0, 2], into: &wide)
        #expect(b.attr != wide.attr, "the style changes inside the run")
    }

    /// A cell ncurses refuses (a base it cannot measure, with a mark after it) is left out and
    /// splits the span in two.
    @Test func aRefusedCellSplitsTheRun() {
        var c = Canvas(size: Size(columns: 6, rows: 1))
        c.write("x\u{378}\u{301}yz", row: 0, column: 0)
        let found = runs(c, span: 0..<4)
        #expect(found.map(\.column) == [0, 2])
        #expect(found.map(\.bases) == [[0x78], [0x79, 0x7A]])
    }

    @Test func aSpanOfRightHalvesAloneWritesNothing() {
        var c = Canvas(size: Size(columns: 4, rows: 1))
        c.write("日本", row: 0, column: 0)
        #expect(runs(c, span: 1..<2).isEmpty)
        #expect(runs(c, span: 0..<4).map(\.bases) == [[0x65E5, 0x672C]])
    }
}
