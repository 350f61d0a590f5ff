import GRDB

/// The rows of one group of a list (`ListPages`) fetched around a product that
/// `ListPages.index(of:)` found far into it: a new order or filter keeps the highlight on
/// its product, and drawing the rows around it reads a screenful from there, forward and
/// backward along the group's index, instead of every row before it.
struct ListWindow: Sendable {
    /// The group index of the first row held.
    private(set) var start: Int
    /// The catalog positions of the rows held, in list order.
    private(set) var positions: [Int]
    /// The sort keys of the first and last rows held (where fetching goes on from).
    private var firstKey: DatabaseValue
    private var lastKey: DatabaseValue

    /// A window holding only the row at `index`, with its sort key and position.
    init(index: Int, key: DatabaseValue, position: Int) {
        start = index
        positions = [position]
        firstKey = key
        lastKey = key
    }

    /// The group index after the last row held.
    var end: Int { start + positions.count }

    /// Whether `wanted` (group indexes) starts within a page of the rows held: scrolling
    /// from the window reads on from it; a jump farther away goes back to the group's start.
    func reaches(_ wanted: Range<Int>) -> Bool {
        wanted.lowerBound >= start - ListPages.pageSize
            && wanted.lowerBound <= end + ListPages.pageSize
    }

    /// The positions of the rows at `wanted` (group indexes), fetching those not held yet
    /// from `query`; `count` is the group's size.
    mutating func positions(
        _ wanted: Range<Int>, count: Int, query: ListQuery, _ db: Database
    ) throws -> ArraySlice<Int> {
        let lower = max(wanted.lowerBound, 0)
        while start > lower {
            let rows = try query.page(
                after: (firstKey, positions[0]), limit: max(ListPages.pageSize, start - lower),
                backward: true, db)
            guard let nearest = rows.last else { break }
            positions.insert(contentsOf: rows.reversed().map(\.position), at: 0)
            start -= rows.count
            firstKey = nearest.key
        }
        let upper = min(wanted.upperBound, count)
        while end < upper, let last = positions.last {
            let rows = try query.page(
                after: (lastKey, last), limit: max(ListPages.pageSize, upper - end), db)
            guard let farthest = rows.last else { break }
            positions += rows.map(\.position)
            lastKey = farthest.key
        }
        let from = max(lower, start)
        let to = min(upper, end)
        return from < to ? positions[(from - start)..<(to - start)] : []
    }
}
