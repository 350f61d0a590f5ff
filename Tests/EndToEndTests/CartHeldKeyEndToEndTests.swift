import Testing

/// A held `-` in the cart stops at 1 on its own line, and `u` takes back each removal in turn
/// (issue 30, item 10: five `-` on Kettle ×3 and Dripper ×1 emptied the cart, and `u` put back
/// only the last line).
@Suite(
    "Cart: held minus and undo",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct CartHeldKeyEndToEndTests {
    @Test("five - at once on a line of 3 leave it at 1 and the next line alone; u undoes each x")
    func heldMinusStopsAndUndoWalksBack() throws {
        let session = try TmuxSession()
        try session.launchStandard()
        try session.sendKeys("/")
        try session.waitUntil("the search prompt") {
            ScreenRows.bottomRow($0).hasPrefix(" Search:")
        }
        try session.type("matcha")
        try session.sendKeys("Enter")
        var rows = try session.waitForTitle("Results for “matcha”")
        let names = ScreenRows.listNames(rows)
        let first = try #require(names.first)
        let second = try #require(names.dropFirst().first)
        try session.sendKeys("a", "a", "a")
        try session.waitUntil("three in the cart") { ScreenRows.topBar($0).contains("Cart 3 ·") }
        try session.sendKeys("Down")
        try session.waitUntil("the second result") { ScreenRows.isHighlighted(second, in: $0) }
        try session.sendKeys("a")
        try session.waitUntil("four in the cart") { ScreenRows.topBar($0).contains("Cart 4 ·") }
        try session.sendKeys("c")
        try session.waitForTitle("Cart")
        try session.highlight(first)

        // One send-keys: the five arrive together, as a held key's repeats do.
        try session.sendKeys("-", "-", "-", "-", "-")
        rows = try session.waitUntil("the stop at 1") {
            ScreenRows.notice($0).contains("1 in cart — x removes the line")
        }
        #expect(ScreenRows.listNames(rows) == [first, second])
        #expect(SearchAndCartTests.quantity(of: first, in: rows) == "1")
        #expect(SearchAndCartTests.quantity(of: second, in: rows) == "1")
        #expect(ScreenRows.topBar(rows).contains("Cart 2 ·"))

        try session.sendKeys("x")
        try session.waitUntil("the first line gone") { ScreenRows.topBar($0).contains("Cart 1 ·") }
        try session.sendKeys("x")
        try session.waitUntil("the cart empty") { ScreenRows.topBar($0).hasSuffix("Cart empty") }
        try session.sendKeys("u")
        rows = try session.waitUntil("the second line back") {
            ScreenRows.notice($0).contains("Put back \(second)")
        }
        try session.sendKeys("u")
        rows = try session.waitUntil("the first line back") {
            ScreenRows.notice($0).contains("Put back \(first)")
        }
        #expect(ScreenRows.listNames(rows) == [first, second])
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
    }
}
