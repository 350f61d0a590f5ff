import TerminalUI
import Testing

/// Drawing a field: scrolling, the cursor, wide characters at the edges, styles.
@Suite(.timeLimit(.minutes(10))) struct TextFieldViewTests {
    /// Canvas columns left free on each side of the field, pre-filled to catch stray writes.
    static let margin = 3

    /// Draws `field` `width` cells wide at column `margin` of a canvas filled with `#`.
    private func draw(
        _ field: TextField, width: Int, focused: Bool = true, placeholder: String = "",
        display: ((String) -> String)? = nil
    ) -> Canvas {
        var canvas = Canvas(size: Size(columns: width + 2 * Self.margin, rows: 1))
        canvas.write(
            String(repeating: "#", count: canvas.size.columns), row: 0, column: 0,
            style: .warning)
        TextFieldView.draw(
            field, into: &canvas, row: 0, column: Self.margin, width: width, isFocused: focused,
            placeholder: placeholder, display: display)
        return canvas
    }

    /// The field's cells as a string, continuation cells left out.
    private func shown(_ canvas: Canvas, width: Int) -> String {
        (0..<width).map { canvas[0, Self.margin + $0].text }.joined()
    }

    private func selectedCells(_ canvas: Canvas) -> [Int] {
        (0..<canvas.size.columns).filter { canvas[0, $0].style == .selected }
            .map { $0 - Self.margin }
    }

    static let samples = [
        "abcdefghijklmnop",
        "東京大阪名古屋札幌",
        "a東b京cd大e",
        "a👍🏽b👨‍👩‍👧c🇯🇵d",
        "e\u{301}x\u{E9}y❤️z",
    ]

    /// Every width 1…12, every cursor position: the cursor shows, on the right Character; no
    /// wide character is split; nothing outside the field is written; text that fits does not
    /// scroll; and what shows is a piece of the text.
    @Test(arguments: samples)
    func scrollingInvariants(text: String) {
        let count = text.count
        let characters = Array(text)
        for width in 1...12 {
            for cursor in 0...count {
                let field = TextField(text: text, cursor: cursor)
                let canvas = draw(field, width: width)
                let label = "width \(width) cursor \(cursor)"
                for x in 0..<canvas.size.columns where x < Self.margin || x >= Self.margin + width {
                    #expect(canvas[0, x].text == "#" && canvas[0, x].style == .warning, "\(label)")
                }
                expectNoSplitWideCharacter(canvas, width: width, label: label)

                let column = TextFieldView.cursorColumn(of: field, width: width)
                #expect((0..<width).contains(column), "\(label)")
                let cell = canvas[0, Self.margin + column]
                #expect(cell.style == .selected, "\(label)")
                if cursor == count {
                    #expect(cell.text == " ", "\(label)")
                    #expect(selectedCells(canvas) == [column], "\(label)")
                } else {
                    let first = characters[cursor].unicodeScalars.first
                    let drawn = cell.text.unicodeScalars.first
                    #expect(drawn == first || cell.text == "…", "\(label): \(cell.text)")
                    #expect(selectedCells(canvas).first == column, "\(label)")
                }

                let body = visibleText(shown(canvas, width: width))
                #expect(isPiece(body, of: text), "\(label): \(body)")
                if DisplayWidth.of(text) + 1 <= width {
                    #expect(shown(canvas, width: width).hasPrefix(text), "\(label)")
                    #expect(column == DisplayWidth.of(String(characters[..<cursor])), "\(label)")
                }
                if cursor == count, width >= 4, !body.isEmpty {
                    #expect(text.hasSuffix(body), "\(label): end not shown, \(body)")
                }
            }
        }
    }

    /// The field's text with marks, fill and the end cursor taken off.
    private func visibleText(_ cells: String) -> String {
        var body = Substring(cells)
        if body.first == "‹" { body = body.dropFirst() }
        while let last = body.last, "›_ ".contains(last) { body = body.dropLast() }
        return String(body)
    }

    /// Whether `body`, less a final `…` for a cut Character, is a run of `text`'s scalars.
    private func isPiece(_ body: String, of text: String) -> Bool {
        var needle = Array(body.unicodeScalars)
        if needle.last == "…" { needle.removeLast() }
        let haystack = Array(text.unicodeScalars)
        guard needle.count <= haystack.count else { return false }
        return needle.isEmpty
            || (0...haystack.count - needle.count).contains {
                Array(haystack[$0..<$0 + needle.count]) == needle
            }
    }

    private func expectNoSplitWideCharacter(_ canvas: Canvas, width: Int, label: String) {
        for x in 0..<width {
            let cell = canvas[0, Self.margin + x]
            if cell.isContinuation {
                let left = x > 0 ? canvas[0, Self.margin + x - 1].text : "#"
                let leftWidth = left.unicodeScalars.first.map(DisplayWidth.of) ?? 0
                #expect(x > 0 && leftWidth == 2, "\(label): orphan right half at \(x)")
            } else if let scalar = cell.text.unicodeScalars.first, DisplayWidth.of(scalar) == 2 {
                let fits = x + 1 < width && canvas[0, Self.margin + x + 1].isContinuation
                #expect(fits, "\(label): left half cut at \(x)")
            }
        }
    }

    @Test(arguments: [
        // (text, cursor, width, field cells, cursor cell): the paging rule, written out.
        ("abcdefghijklmnop", 0, 10, "abcdefghi›", 0),
        ("abcdefghijklmnop", 8, 10, "abcdefghi›", 8),
        ("abcdefghijklmnop", 9, 10, "‹efghijkl›", 6),
        ("abcdefghijklmnop", 11, 10, "‹efghijkl›", 8),
        ("abcdefghijklmnop", 12, 10, "‹ijklmnop_", 5),
        ("abcdefghijklmnop", 16, 10, "‹mnop ____", 5),
        ("abcdefghi", 9, 10, "abcdefghi ", 9),
        ("abcdefghij", 10, 10, "‹efghij __", 7),
        ("abcdefghij", 0, 10, "abcdefghi›", 0),
        ("東京大阪名古屋札幌", 0, 7, "東京大›", 0),
        ("東京大阪名古屋札幌", 3, 7, "‹大阪_›", 3),
        ("東京大阪名古屋札幌", 9, 7, "‹札幌 _", 5),
        ("a👨‍👩‍👧b", 1, 5, "‹👨…›", 1),
        ("abc", 1, 3, "abc", 1),
        ("abcd", 4, 3, "cd ", 2),
        ("東京", 0, 1, "…", 0),
        ("東京", 2, 1, " ", 0),
        ("", 0, 1, " ", 0),
    ])
    func pagingRule(text: String, cursor: Int, width: Int, cells: String, cursorCell: Int) {
        let field = TextField(text: text, cursor: cursor)
        let canvas = draw(field, width: width)
        #expect(shown(canvas, width: width) == cells)
        #expect(TextFieldView.cursorColumn(of: field, width: width) == cursorCell)
        #expect(canvas[0, Self.margin + cursorCell].style == .selected)
    }

    /// Typing at the end scrolls by half a field only when the cursor reaches the edge, and
    /// keeps the end of the text in view.
    @Test func typingAtTheEndScrollsByHalfPages() {
        var field = TextField()
        var columns: [Int] = []
        for letter in "abcdefghijklmnopqrst" {
            field.insert(String(letter))
            columns.append(TextFieldView.cursorColumn(of: field, width: 10))
        }
        // Up to 9 letters the text fits; then the pages of 8 cells start at columns 4, 8, 12, 16.
        #expect(columns == [1, 2, 3, 4, 5, 6, 7, 8, 9, 7, 8, 5, 6, 7, 8, 5, 6, 7, 8, 5])
    }

    /// CJK and emoji take the columns ncurses gives them, so fields and what follows line up.
    @Test func wideTextLinesUp() {
        let texts = ["ab", "東京", "👍🏽", "🇯🇵x", "👨‍👩‍👧", "e\u{301}é", "東京大阪名古屋", "東京大阪名古屋"]
        var canvas = Canvas(size: Size(columns: 14, rows: texts.count))
        for (row, text) in texts.enumerated() {
            canvas.write("[", row: row, column: 1)
            TextFieldView.draw(
                TextField(text: text), into: &canvas, row: row, column: 2, width: 9,
                isFocused: row.isMultiple(of: 2))
            canvas.write("]", row: row, column: 11)
        }
        for line in canvas.lines {
            let bracket = line.firstIndex(of: "]")
            #expect(bracket.map { DisplayWidth.of(String(line[..<$0])) } == 11, "\(line)")
        }
        #expect(canvas.lines[1] == " [東京_____]")
        #expect(canvas.lines[2] == " [👍🏽 ____]")
        #expect(canvas.lines[6] == " [‹古屋 ___]")
        #expect(canvas.lines[7] == " [東京大阪›]")
    }

    @Test func styles() {
        let focused = draw(TextField(text: "ab", cursor: 1), width: 5)
        #expect(
            (0..<5).map { focused[0, Self.margin + $0].style } == [
                .normal, .selected, .accent, .accent, .accent,
            ])
        let idle = draw(TextField(text: "abcdefgh"), width: 5, focused: false)
        #expect(shown(idle, width: 5) == "abcd›")
        #expect(!(0..<5).contains { idle[0, Self.margin + $0].style == .selected })
        #expect(idle[0, Self.margin + 4].style == .muted)
        #expect(idle[0, Self.margin].style == .normal)
    }

    @Test func placeholderOnlyWhenEmptyAndUnfocused() {
        let empty = TextField()
        #expect(
            shown(draw(empty, width: 8, focused: false, placeholder: "City"), width: 8)
                == "City____")
        let cut = draw(empty, width: 4, focused: false, placeholder: "Postal code")
        #expect(shown(cut, width: 4) == "Pos…")
        #expect(cut[0, Self.margin].style == .muted)
        #expect(shown(draw(empty, width: 8, placeholder: "City"), width: 8) == " _______")
        let typed = TextField(text: "Oslo")
        #expect(
            shown(draw(typed, width: 8, focused: false, placeholder: "City"), width: 8)
                == "Oslo____")
    }

    /// Grouping and masking go through `display`; the cursor follows the shown text.
    @Test func displayTransform() {
        let group: (String) -> String = { digits in
            var out = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, index.isMultiple(of: 4) { out.append(" ") }
                out.append(digit)
            }
            return out
        }
        let card = TextField(text: "4242424242424242", cursor: 5)
        let canvas = draw(card, width: 24, display: group)
        #expect(shown(canvas, width: 24) == "4242 4242 4242 4242_____")
        #expect(TextFieldView.cursorColumn(of: card, width: 24, display: group) == 6)
        let mask: (String) -> String = { String(repeating: "•", count: $0.count) }
        let cvc = TextField(text: "123")
        #expect(shown(draw(cvc, width: 6, display: mask), width: 6) == "••• __")
        let hostile = draw(TextField(text: "x"), width: 6, display: { _ in "\u{1B}[2J\u{202E}ok" })
        #expect(shown(hostile, width: 6) == "[2Jok ")
    }

    /// Off-canvas rows, negative columns and zero widths draw nothing; a field wider than the
    /// canvas is cut to it and still shows its cursor.
    @Test func degenerateGeometry() {
        let field = TextField(text: "abcdef")
        var canvas = Canvas(size: Size(columns: 6, rows: 1))
        let blank = canvas
        TextFieldView.draw(field, into: &canvas, row: 1, column: 0, width: 6, isFocused: true)
        TextFieldView.draw(field, into: &canvas, row: -1, column: 0, width: 6, isFocused: true)
        TextFieldView.draw(field, into: &canvas, row: 0, column: -2, width: 6, isFocused: true)
        TextFieldView.draw(field, into: &canvas, row: 0, column: 2, width: 0, isFocused: true)
        TextFieldView.draw(field, into: &canvas, row: 0, column: 6, width: 3, isFocused: true)
        #expect(canvas == blank)
        #expect(TextFieldView.cursorColumn(of: field, width: 0) == 0)
        TextFieldView.draw(field, into: &canvas, row: 0, column: 2, width: 40, isFocused: true)
        #expect(canvas.lines == ["  ‹f _"])
        #expect(canvas[0, 4].style == .selected)
    }
}
