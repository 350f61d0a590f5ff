import TerminalUI
import Testing

/// `Canvas.Cell` is two words holding up to five scalars and a style; these check the packing.
@Suite(.timeLimit(.minutes(10))) struct CanvasCellTests {
    @Test func aScalarAloneKeepsItsStyle() {
        let cell = Canvas.Cell("日", style: .warning)
        #expect(cell.text == "日" && cell.style == .warning && cell.scalarCount == 1)
        #expect(cell.isSingleScalar && !cell.isContinuation)
        #expect(cell.styleIndex == Style.warning.rawValue)
        #expect(cell != Canvas.Cell("日", style: .normal), "the style is part of the value")
    }

    @Test func theRightHalfOfAWideCharacterHoldsNoScalar() {
        let cell = Canvas.Cell.continuation(.bar)
        #expect(cell.isContinuation && cell.text.isEmpty && cell.scalarCount == 0)
        #expect(!cell.isSingleScalar && cell.style == .bar)
        #expect(Canvas.Cell.blank(.bar).text == " " && !Canvas.Cell.blank().isContinuation)
    }

    /// Five scalars of 21 bits each, the largest included, come back as they went in, in order,
    /// whatever the style is set to afterwards.
    @Test(arguments: Style.allCases)
    func fiveScalarsSurviveARestyle(style: Style) {
        var c = Canvas(size: Size(columns: 2, rows: 1))
        // A base and four zero-width scalars (the last one U+E01EF, a variation selector
        // near the top of the 21 bits); a sixth is dropped, as ncurses drops it.
        let marks = "\u{301}\u{FE0F}\u{20DD}\u{E01EF}\u{302}"
        c.write("\u{10FFFD}" + marks, row: 0, column: 0)
        c.restyle(row: 0, style: style)
        let cell = c[0, 0]
        #expect(cell.scalarCount == Canvas.Cell.maxScalars && !cell.isSingleScalar)
        #expect(
            Array(cell.text.unicodeScalars)
                == Array(("\u{10FFFD}" + marks).unicodeScalars.prefix(5)))
        #expect(
            (0..<5).map { cell.scalarValue(at: $0) } == [0x10FFFD, 0x301, 0xFE0F, 0x20DD, 0xE01EF])
        #expect(cell.scalarValue(at: 5) == 0 && cell.style == style)
    }

    @Test func printableASCIIWritesAsTheLongWayWould() {
        // The short way for plain ASCII must give what truncate gives: cut with `…`.
        for width in 1...7 {
            var c = Canvas(size: Size(columns: 8, rows: 1))
            let used = c.write("Coffee", row: 0, column: 1, width: width, style: .muted)
            let expected = TextLayout.truncate("Coffee", toWidth: width)
            #expect(used == DisplayWidth.of(expected), "width \(width)")
            #expect(c.lines == [" " + expected], "width \(width)")
            #expect((1...used).allSatisfy { c[0, $0].style == .muted }, "width \(width)")
        }
    }
}
