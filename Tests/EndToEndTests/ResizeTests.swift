import Testing

/// Resizing at any time, including below the minimum size.
@Suite(
    "Resize", .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct ResizeTests {
    @Test("too small shows a notice; back to the old size shows the same screen again")
    func tooSmallAndBack() throws {
        let session = try TmuxSession()
        try session.launch(["--catalog", AisleProgram.bundledCatalog()])
        try session.waitForHome(highlighting: "Coffee & Tea")
        try session.sendKeys("Enter")
        let rows = try session.waitForTitle("Coffee & Tea")
        let third = try #require(ScreenRows.listNames(rows).dropFirst(2).first)
        let before = try session.highlight(third)

        try session.resize(width: 30, height: 8)
        let small = try session.waitFor("Terminal too small")
        #expect(small.count == 8)
        #expect(small.allSatisfy { DisplayWidth.of($0) <= 30 }, "nothing drawn past the edge")

        try session.resize(width: 80, height: 24)
        try session.waitUntil("the screen from before the resize") { $0 == before }

        try session.resize(width: 40, height: 10)
        let minimum = try session.waitUntil("the category at the minimum size") { rows in
            ScreenRows.isHighlighted(third, in: rows)
                && !ScreenRows.text(rows).contains("too small")
        }
        #expect(minimum.allSatisfy { DisplayWidth.of($0) <= 40 })
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
