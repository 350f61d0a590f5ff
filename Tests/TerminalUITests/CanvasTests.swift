import TerminalUI
import Testing

@Suite(.timeLimit(.minutes(10))) struct CanvasTests {
    private func canvas(_ columns: Int, _ rows: Int = 1) -> Canvas {
        Canvas(size: Size(columns: columns, rows: rows))
    }

    private func texts(_ canvas: Canvas, row: Int = 0) -> [String] {
        (0..<canvas.size.columns).map { canvas[row, $0].text }
    }

    @Test func writesASCII() {
        var c = canvas(10, 2)
        #expect(c.write("Hello", row: 0, column: 2) == 5)
        #expect(c.lines == ["  Hello", ""])
        #expect(c[0, 2].text == "H")
    }

    @Test func wideCharactersTakeTwoCells() {
        var c = canvas(6)
        #expect(c.write("日本x", row: 0, column: 0) == 5)
        #expect(texts(c) == ["日", "", "本", "", "x", " "])
        #expect(c[0, 1].isContinuation && !c[0, 0].isContinuation)
        #expect(c.lines == ["日本x"])
    }

    @Test(
        arguments: [
            // (text, column, width, expected cells of a 5-column row, columns used)
            ("日", 4, nil, [" ", " ", " ", " ", "…"], 1),
            ("abc日", 1, nil, [" ", "a", "b", "c", "…"], 4),
            ("日本", 0, 3, ["日", "", "…", " ", " "], 3),
            ("abc日", 0, nil, ["a", "b", "c", "日", ""], 5),
        ] as [(String, Int, Int?, [String], Int)])
    func wideCharacterAtTheEdgeIsNeverHalfDrawn(
        text: String, column: Int, width: Int?, expected: [String], used: Int
    ) {
        var c = canvas(5)
        #expect(c.write(text, row: 0, column: column, width: width) == used)
        #expect(texts(c) == expected)
    }

    @Test func combiningMarksAttachToTheirBase() {
        var c = canvas(5)
        #expect(c.write("e\u{301}x日\u{301}", row: 0, column: 0) == 4)
        #expect(texts(c) == ["e\u{301}", "x", "日\u{301}", "", " "])
        #expect(c.lines == ["e\u{301}x日\u{301}"])
    }

    @Test func emojiSequencesKeepTheirJoinersAndSelectors() {
        var c = canvas(8)
        #expect(c.write("❤️👨‍👩‍👧", row: 0, column: 0) == 7)
        #expect(texts(c) == ["❤️", "👨\u{200D}", "", "👩\u{200D}", "", "👧", "", " "])
    }

    @Test func aCellHoldsAtMostWhatNcursesKeeps() {
        var c = canvas(3)
        let zalgo = "e" + String(repeating: "\u{301}", count: 40) + "x"
        #expect(c.write(zalgo, row: 0, column: 0) == 2)
        #expect(c[0, 0].text.unicodeScalars.count == 5)
        #expect(c[0, 1].text == "x")
    }

    @Test(arguments: [
        // (overwrite, at column, expected cells; the row first held "日本" in 5 columns)
        ("x", 1, [" ", "x", "本", "", " "]),  // right half of 日: its left half goes
        ("y", 2, ["日", "", "y", " ", " "]),  // left half of 本: its right half goes
        ("中", 0, ["中", "", "本", "", " "]),  // exactly over a wide character
        ("中", 1, [" ", "中", "", " ", " "]),  // straddling two wide characters
        ("ab", 1, [" ", "a", "b", " ", " "]),
    ])
    func overwritingHalfAWideCharacterBlanksTheOtherHalf(
        text: String, column: Int, expected: [String]
    ) {
        var c = canvas(5)
        c.write("日本", row: 0, column: 0)
        c.write(text, row: 0, column: column)
        #expect(texts(c) == expected)
    }

    @Test func fillPaintsBlanksAndKeepsWideCharactersWhole() {
        var c = canvas(6, 2)
        c.write("日本語", row: 0, column: 0)
        c.fill(row: 0, column: 1, width: 2, style: .bar)
        #expect(texts(c) == [" ", " ", " ", " ", "語", ""])
        #expect((0..<6).map { c[0, $0].style } == [.normal, .bar, .bar, .normal, .normal, .normal])
        c.fill(row: 1, style: .selected)
        #expect((0..<6).allSatisfy { c[1, $0].style == .selected && c[1, $0].text == " " })
    }

    @Test func restyleKeepsText() {
        var c = canvas(5)
        c.write("abcde", row: 0, column: 0)
        c.restyle(row: 0, column: 1, width: 2, style: .selected)
        #expect(c.lines == ["abcde"])
        #expect(
            (0..<5).map { c[0, $0].style } == [.normal, .selected, .selected, .normal, .normal])
    }

    @Test(arguments: [-5, 0, Int.max, Int.min])
    func oddFillWidthsNeitherCrashNorSpill(width: Int) {
        var c = canvas(4, 2)
        c.fill(row: 0, column: 2, width: width, style: .bar)
        c.restyle(row: 1, column: 2, width: width, style: .bar)
        let painted: [Style] =
            width > 0 ? [.normal, .normal, .bar, .bar] : [.normal, .normal, .normal, .normal]
        #expect((0..<4).map { c[0, $0].style } == painted)
        #expect((0..<4).map { c[1, $0].style } == painted)
    }

    @Test func linesTrimTrailingBlanksOnly() {
        var c = canvas(8, 3)
        c.write("a b", row: 0, column: 1)
        c.write("x", row: 2, column: 7)
        #expect(c.lines == [" a b", "", "       x"])
    }

    @Test(arguments: [(-1, 0), (3, 0), (0, -1), (0, 4), (Int.min, Int.max)])
    func writesOutsideAreIgnored(row: Int, column: Int) {
        var c = canvas(4, 3)
        #expect(c.write("hello", row: row, column: column) == 0)
        c.fill(row: row, column: column, style: .bar)
        c.restyle(row: row, column: column, style: .bar)
        #expect(c == canvas(4, 3))
    }

    @Test func zeroOrNegativeWidthWritesNothing() {
        var c = canvas(4)
        #expect(c.write("hi", row: 0, column: 0, width: 0) == 0)
        #expect(c.write("hi", row: 0, column: 0, width: -3) == 0)
        #expect(c == canvas(4))
    }

    /// Controls never reach a cell; their placeholders do, on the row they were written to.
    @Test(arguments: [
        ("\u{1B}[31mRed\u{1B}[0m", "^[[31mRed^[[0m"),
        ("\u{1B}]0;title\u{07}x", "^[]0;title^Gx"),
        ("\u{9B}2Jok", "\u{FFFD}2Jok"),
        ("\u{202E}gpj.exe", "\u{FFFD}gpj.exe"),
        ("a\tb\nc", "a^Ib^Jc"),
        ("p-\r\n1\u{2028}", "p-^M^J1\u{FFFD}"),
    ])
    func controlsInDataShowAsPlaceholders(text: String, expected: String) {
        var c = canvas(20)
        c.write(text, row: 0, column: 0)
        #expect(c.lines == [expected])
        let drawn = c.cells.flatMap { $0.text.unicodeScalars }
        #expect(drawn.allSatisfy(TextSanitizer.isDrawable))
    }

    @Test func writeWithWidthTruncates() {
        var c = canvas(20)
        #expect(c.write("Hello world", row: 0, column: 2, width: 5, style: .emphasis) == 5)
        #expect(c.lines == ["  Hell…"])
        #expect(c[0, 2].style == .emphasis && c[0, 7].style == .normal)
    }
}
