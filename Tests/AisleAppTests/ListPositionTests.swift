import AisleApp
import TerminalUI
import Testing

@Suite("ListPosition", .timeLimit(.minutes(10)))
struct ListPositionTests {
    @Test func negativeValuesAreClampedToZero() {
        #expect(ListPosition(selected: -3, top: -1) == ListPosition(selected: 0, top: 0))
        #expect(ListPosition() == ListPosition(selected: 0, top: 0))
    }

    struct Move: Sendable, CustomTestStringConvertible {
        var from: ListPosition
        var delta: Int
        var count: Int
        var rows: Int
        var to: ListPosition
        var testDescription: String {
            "(\(from.selected),\(from.top)) by \(delta) in \(count) rows, \(rows) visible"
        }
    }

    @Test(arguments: [
        Move(from: .init(selected: 0), delta: 1, count: 5, rows: 3, to: .init(selected: 1, top: 0)),
        Move(from: .init(selected: 2), delta: 1, count: 5, rows: 3, to: .init(selected: 3, top: 1)),
        Move(
            from: .init(selected: 3, top: 1), delta: -1, count: 5, rows: 3,
            to: .init(selected: 2, top: 1)),
        Move(
            from: .init(selected: 2, top: 1), delta: -2, count: 5, rows: 3,
            to: .init(selected: 0, top: 0)),
        Move(
            from: .init(selected: 0), delta: -1, count: 5, rows: 3, to: .init(selected: 0, top: 0)),
        Move(
            from: .init(selected: 4, top: 2), delta: 1, count: 5, rows: 3,
            to: .init(selected: 4, top: 2)),
        Move(
            from: .init(selected: 1), delta: 100, count: 5, rows: 3, to: .init(selected: 4, top: 2)),
        Move(
            from: .init(selected: 4, top: 2), delta: -100, count: 5, rows: 3,
            to: .init(selected: 0, top: 0)),
        Move(from: .init(selected: 0), delta: 0, count: 5, rows: 3, to: .init(selected: 0, top: 0)),
        // A top past the end is pulled back so the list stays full, as drawing shows it.
        Move(
            from: .init(selected: 9, top: 8), delta: 0, count: 5, rows: 3,
            to: .init(selected: 4, top: 2)),
        Move(from: .init(selected: 3, top: 1), delta: 1, count: 0, rows: 3, to: .init()),
        Move(from: .init(selected: 0), delta: 1, count: 1, rows: 3, to: .init(selected: 0, top: 0)),
        Move(
            from: .init(selected: 0), delta: 3, count: 10, rows: 1, to: .init(selected: 3, top: 3)),
        Move(
            from: .init(selected: 0), delta: 3, count: 10, rows: 0, to: .init(selected: 3, top: 3)),
        Move(
            from: .init(selected: 0), delta: 3, count: 10, rows: -5, to: .init(selected: 3, top: 3)),
        Move(
            from: .init(selected: 5, top: 5), delta: 1, count: 10, rows: 20,
            to: .init(selected: 6, top: 0)),
        Move(
            from: .init(selected: 0), delta: Int.max, count: 10, rows: 4,
            to: .init(selected: 9, top: 6)),
        Move(
            from: .init(selected: 9), delta: Int.min + 9, count: 10, rows: 4,
            to: .init(selected: 0, top: 0)),
    ])
    func moved(_ move: Move) {
        #expect(
            move.from.moved(by: move.delta, count: move.count, visibleRows: move.rows) == move.to)
    }

    /// The reducer stores what drawing shows: one rule, so a stored position and the frame
    /// drawn from it agree on the first row.
    @Test(arguments: [(0, 0, 5, 3), (9, 8, 5, 3), (5, 5, 10, 20), (4, 0, 30, 4), (20, 25, 30, 4)])
    func storedTopIsTheDrawnTop(selected: Int, top: Int, count: Int, rows: Int) {
        let stored = ListPosition(selected: selected, top: top)
            .moved(by: 0, count: count, visibleRows: rows)
        let drawn = ListView(
            row: 0, column: 0, width: 10, height: rows, count: count, selected: stored.selected,
            top: top)
        #expect(stored.top == drawn.visibleTop)
    }
}
