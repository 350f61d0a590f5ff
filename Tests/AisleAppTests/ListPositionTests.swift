import AisleApp
import Testing

@Suite("ListPosition")
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
        Move(
            from: .init(selected: 9, top: 8), delta: 0, count: 5, rows: 3,
            to: .init(selected: 4, top: 4)),
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
            to: .init(selected: 6, top: 5)),
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

    @Test(arguments: [
        (ListPosition(selected: 5, top: 0), 3, ListPosition(selected: 5, top: 3)),
        (ListPosition(selected: 5, top: 3), 3, ListPosition(selected: 5, top: 3)),
        (ListPosition(selected: 5, top: 4), 3, ListPosition(selected: 5, top: 4)),
        (ListPosition(selected: 5, top: 5), 3, ListPosition(selected: 5, top: 5)),
        (ListPosition(selected: 5, top: 6), 3, ListPosition(selected: 5, top: 5)),
        (ListPosition(selected: 2, top: 40), 10, ListPosition(selected: 2, top: 2)),
        (ListPosition(selected: 7, top: 0), 0, ListPosition(selected: 7, top: 7)),
        (ListPosition(selected: 0, top: 0), 1, ListPosition(selected: 0, top: 0)),
    ])
    func scrolled(from: ListPosition, rows: Int, to: ListPosition) {
        #expect(from.scrolled(visibleRows: rows) == to)
    }
}
