import Testing

/// The terminal's cursor sits where a screen reader should read: on the highlighted row, and
/// on the caret while typing (issue 30, item 16).
@Suite(
    "Cursor end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CursorEndToEndTests {
    /// tmux's idea of the pane's cursor: column and row.
    static func cursor(_ session: TmuxSession) throws -> (column: Int, row: Int) {
        let parts = try session.format("#{cursor_x} #{cursor_y}").split(separator: " ")
        return (Int(parts.first ?? "") ?? -1, Int(parts.last ?? "") ?? -1)
    }

    @Test("on the highlighted row's first cell, then on the search prompt's caret")
    func cursorFollowsTheHighlightAndTheCaret() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.sendKeys("Enter")
        try session.waitForTitle("Tea Room")
        try session.sendKeys("Down")
        var rows = try session.waitUntil("the second row highlighted") {
            ScreenRows.isHighlighted("Matcha Whisk", in: $0)
        }
        let highlighted = try #require(
            rows.firstIndex { ScreenRows.isHighlighted("Matcha Whisk", in: [$0]) })
        try session.waitUntil("the cursor on the highlighted row") { _ in
            (try? Self.cursor(session)).map { $0 == (0, highlighted) } ?? false
        }
        try session.sendKeys("/")
        try session.type("ma")
        rows = try session.waitFor("filter: ma")
        let bottom = try #require(rows.lastIndex { $0.contains("Filter: ma") })
        let typed = try #require(rows[bottom].range(of: "Filter: ma"))
        let caret = DisplayWidth.of(rows[bottom][..<typed.upperBound])
        try session.waitUntil("the cursor after “ma”") { _ in
            (try? Self.cursor(session)).map { $0 == (caret, bottom) } ?? false
        }
        try session.sendKeys("Escape")
        try session.waitUntil("the prompt closed") { !ScreenRows.bottomRow($0).contains("Filter:") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
