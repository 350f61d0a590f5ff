import AisleRuntime
import TerminalUI
import Testing

/// A restore notice quotes ids from the saved file: their controls show as placeholders and a
/// line break in one never makes the notice taller (audit row 22).
@Suite(.timeLimit(.minutes(10))) struct NoticePlaceholderTests {
    @Test func aLineBreakInARestoredIdStaysOnTheNoticeRow() throws {
        let scratch = try RuntimeScratch()
        try scratch.put(
            #"{"format":"aisle.navigation","version":1,"path":[{"category":{"id":"tea"}},"#
                + #"{"product":{"id":"t-\n9\r\n\u001b]0;pwned\u0007\u202e"}}],"screens":[]}"#,
            at: scratch.session)
        let startup = try scratch.startup()
        let (_, _, terminal) = scratch.run(startup, [.quit], size: Size(columns: 100, rows: 12))
        let frame = try #require(terminal.frames.first)
        let notice =
            "Restored 1 of 2 screens: product t-^J9^M^J^[]0;pwned^G\u{FFFD} is no longer sold"
        #expect(frame[11] == " " + notice, "the notice, shown whole on the last row: \(frame)")
        #expect(!frame[10].contains("no longer"), "and on that row only: \(frame)")
        let drawn = try #require(terminal.canvases.first).cells.flatMap { $0.text.unicodeScalars }
        #expect(drawn.allSatisfy(TextSanitizer.isDrawable))
    }
}
