import GRDB
import Storefront

/// One list's answer, fetched as it is scrolled, for every list an index seek cannot page
/// directly: searches, sorted lists and filtered lists. A list is one or two groups (a search
/// in catalog order: name matches, then the rest), each counted once and fetched forward from
/// the last row known (`(key, position) > (last key, last position)`), a page at a time, so
/// scrolling never re-reads what came before and nothing uses `OFFSET`.
struct ListPages: Sendable {
    /// How many positions are fetched at once beyond those asked for.
    static let pageSize = 256

    /// The groups, in list order.
    private let groups: [ListQuery]
    /// A search in relevance order, read whole (`RankedSearch`); nil for group lists.
    private let ranked: [Int]?
    /// How many products each group holds.
    let counts: [Int]
    /// Whether this is only the head of a search's results (`RankedSearch.firstPage`), shown
    /// while the whole list is worked out.
    let isPartial: Bool
    /// The positions fetched so far, per group, and the sort key of the last one.
    private var fetched: [[Int]]
    private var lastKeys: [DatabaseValue]
    /// Per group, the rows fetched around the last product found far into it (`index(of:)`).
    private var windows: [ListWindow?]

    /// Counts the groups of `listing`; `shelf` is its category's or seller's full-text token.
    /// `count` is the size of a list of one group already known (an unfiltered category or
    /// seller in another order holds as many products as in catalog order): not counted again.
    /// `cancellation`, when given, is checked between the queries.
    init(
        listing: ProductListing, shelf: String?, count: Int? = nil,
        cancellation: SearchCancellation? = nil, _ db: Database
    ) throws {
        var counts: [Int] = []
        var fetched: [[Int]] = []
        if case .search(let query) = listing.source, listing.order == .catalog {
            let positions = try RankedSearch.positions(
                of: query, filter: listing.filter, cancellation: cancellation, db)
            ranked = positions
            groups = []
            counts = [positions.count]
        } else {
            ranked = nil
            groups = ListQuery.groups(for: listing, shelf: shelf)
            for group in groups {
                try cancellation?.check()
                let whole = group.readsWhole ? try group.positions(db) : nil
                counts.append(
                    try whole?.count ?? (groups.count == 1 ? count : nil) ?? group.count(db))
                fetched.append(whole ?? [])
            }
        }
        self.counts = counts
        self.fetched = fetched
        lastKeys = groups.map { _ in .null }
        windows = groups.map { _ in nil }
        isPartial = false
    }

    /// The head of a search's results, `positions` in order, until the whole list is known.
    init(head positions: [Int]) {
        ranked = positions
        groups = []
        counts = [positions.count]
        fetched = []
        lastKeys = []
        windows = []
        isPartial = true
    }

    /// How many products the list holds.
    var count: Int { counts.reduce(0, +) }

    /// The catalog positions of the list's products at `positions`.
    mutating func positions(_ positions: Range<Int>, _ db: Database) throws -> [Int] {
        if let ranked { return Array(ranked[positions.clamped(to: ranked.indices)]) }
        var result: [Int] = []
        var start = 0
        for group in groups.indices {
            let wanted = positions.clamped(to: start..<(start + counts[group]))
            let local = (wanted.lowerBound - start)..<(wanted.upperBound - start)
            if !wanted.isEmpty, local.upperBound > fetched[group].count,
                var window = windows[group], window.reaches(local)
            {
                result += try window.positions(
                    local, count: counts[group], query: groups[group], db)
                windows[group] = window
            } else if !wanted.isEmpty {
                try fill(group, upTo: wanted.upperBound - start, db)
                let known = fetched[group].count
                let held = local.lowerBound..<min(local.upperBound, known)
                if !held.isEmpty { result += fetched[group][held] }
            }
            start += counts[group]
        }
        return result
    }

    /// Where the product with `id` stands in the list: in the first group that holds it, the
    /// rows before it in that group's order, after every row of the groups before. A group
    /// read whole is searched in memory; in another, beyond the rows fetched from its start,
    /// the rows around the product are read from there on (`ListWindow`).
    mutating func index(of id: ProductID, _ db: Database) throws -> Int? {
        let held = ranked != nil || groups.contains(where: \.readsWhole)
        let position =
            held
            ? try Int.fetchOne(
                db.cachedStatement(sql: "SELECT position FROM product WHERE id = ?"),
                arguments: [id.rawValue]) : nil
        if let ranked { return position.flatMap { ranked.firstIndex(of: $0) } }
        var before = 0
        for group in groups.indices {
            if groups[group].readsWhole {
                if let position, let index = fetched[group].firstIndex(of: position) {
                    return before + index
                }
            } else if let found = try groups[group].index(of: id, db) {
                if found.index >= fetched[group].count {
                    windows[group] = ListWindow(
                        index: found.index, key: found.key, position: found.position)
                }
                return before + found.index
            }
            before += counts[group]
        }
        return nil
    }

    /// Fetches group `group`'s positions until `count` are known (or the group ends).
    private mutating func fill(_ group: Int, upTo count: Int, _ db: Database) throws {
        while fetched[group].count < min(count, counts[group]) {
            let after = fetched[group].last.map { (lastKeys[group], $0) }
            let rows = try groups[group].page(
                after: after, limit: max(Self.pageSize, count - fetched[group].count), db)
            guard let last = rows.last else { return }
            fetched[group] += rows.map(\.position)
            lastKeys[group] = last.key
        }
    }
}
