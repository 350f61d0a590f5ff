import TerminalUI
import Testing

@Suite("ListScroll", .timeLimit(.minutes(10)))
struct ListScrollTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var count: Int
        var height: Int
        var selected: Int
        var top: Int
        var expected: Int
        var testDescription: String {
            "\(count) rows, \(height) visible, row \(selected) from top \(top) → \(expected)"
        }
    }

    @Test(arguments: [
        // Everything fits: always from the start.
        Case(count: 5, height: 10, selected: 4, top: 3, expected: 0),
        // The highlight inside the window: nothing moves.
        Case(count: 20, height: 5, selected: 7, top: 5, expected: 5),
        // Above the window: it becomes the first row.
        Case(count: 20, height: 5, selected: 2, top: 5, expected: 2),
        // Below the window: it becomes the last row.
        Case(count: 20, height: 5, selected: 12, top: 5, expected: 8),
        // A top past the end (after a resize) is pulled back so the list stays full.
        Case(count: 20, height: 5, selected: 19, top: 18, expected: 15),
        Case(count: 20, height: 10, selected: 16, top: 15, expected: 10),
        // Negative tops and zero heights are harmless.
        Case(count: 20, height: 0, selected: 3, top: -4, expected: 3),
        Case(count: 0, height: 5, selected: 0, top: 7, expected: 0),
    ])
    func top(_ test: Case) {
        let scroll = ListScroll(count: test.count, height: test.height)
        #expect(scroll.top(selected: test.selected, preferred: test.top) == test.expected)
        let view = ListView(
            row: 0, column: 0, width: 20, height: max(1, test.height), count: test.count,
            selected: test.selected, top: test.top)
        #expect(view.visibleTop == test.expected, "drawing uses the same rule")
    }

    @Test(arguments: [(-3, 0), (0, 0), (4, 4), (15, 15), (16, 15), (99, 15)])
    func clampedKeepsAViewFull(top: Int, expected: Int) {
        #expect(ListScroll(count: 20, height: 5).clamped(top) == expected)
    }
}
