import Testing

@testable import TerminalUI

/// The ASCII set of `Glyphs` and `ASCIIText`: what a terminal whose locale is not UTF-8 gets
/// instead of interface symbols and catalog text (issue 19, item 9).
@Suite(.timeLimit(.minutes(10))) struct ASCIITextTests {
    @Test(arguments: [
        ("Café Crème, 340 g", "Cafe Creme, 340 g"),
        ("ØRESUND Straße", "ORESUND Stra?e"),
        ("抹茶 Matcha", "???? Matcha"),
        ("Fountain Pen ☀️", "Fountain Pen ?"),
        ("e\u{301}clair", "eclair"),
        ("Ελιά", "????"),
        ("red\u{1B}[31m", "red^[[31m"),
        ("gpj\u{202E}.exe", "gpj?.exe"),
        ("⏎ open · ← back…", "Enter open - <- back..."),
    ])
    func plainText(_ text: String, _ expected: String) {
        #expect(ASCIIText.of(text) == expected)
    }

    /// Catalog text keeps its columns, so a row laid out from its width lines up.
    @Test(arguments: ["Café", "抹茶 Whisk", "Pen ☀️", "Ærø", "x\u{301}y"])
    func catalogTextKeepsItsWidth(_ text: String) {
        #expect(DisplayWidth.of(ASCIIText.of(text)) == DisplayWidth.of(text))
    }

    @Test func unicodeSetSpellsNothing() {
        #expect(Glyphs.unicode.spell("⏎ open › ←") == "⏎ open › ←")
        #expect(Glyphs.ascii.spell("⏎ open ↑ ↓ ⌫") == "Enter open Up Down Backspace")
        for glyphs in [Glyphs.unicode, .ascii] {
            let marks = [
                glyphs.pointer, glyphs.separator, glyphs.scrollThumb, glyphs.rule, glyphs.cutLeft,
                glyphs.cutRight, glyphs.ellipsis, glyphs.dot, glyphs.done,
            ]
            #expect(marks.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) } == glyphs.isASCII)
        }
    }

    @Test func asciiCanvasCutsWithThreeDots() {
        var canvas = Canvas(size: Size(columns: 12, rows: 3), glyphs: .ascii)
        canvas.write("Crème Brûlée Torch", row: 0, column: 0)
        canvas.write("抹茶抹茶抹茶抹茶", row: 1, column: 0, width: 7)
        canvas.write("abcdef", row: 2, column: 0, width: 2)
        #expect(canvas.lines == ["Creme Bru...", "????...", ".."])
    }

    @Test func truncateTakesAnyMark() {
        #expect(TextLayout.truncate("abcdefgh", toWidth: 6, ellipsis: "...") == "abc...")
        #expect(TextLayout.truncate("abcdefgh", toWidth: 8, ellipsis: "...") == "abcdefgh")
        #expect(TextLayout.truncate("abcdefgh", toWidth: 1, ellipsis: "...") == ".")
        #expect(TextLayout.truncate("abcdefgh", toWidth: 6) == "abcde…")
    }
}
