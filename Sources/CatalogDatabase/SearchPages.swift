import GRDB
import Storefront

/// One search's answer, fetched as it is scrolled: products whose name matches every word
/// first, then the others, each group in catalog order. The two counts come from the full-text
/// index once; positions are fetched forward from the last one known (`rowid > last`), a page
/// at a time, so scrolling never re-reads what came before and nothing uses `OFFSET`.
struct SearchPages: Sendable {
    /// How many positions are fetched at once beyond those asked for.
    static let pageSize = 256

    /// The two groups' index queries: matches in the name, then the rest.
    let groups: [String]
    /// How many products each group holds.
    let counts: [Int]
    /// The positions fetched so far, per group.
    private var fetched: [[Int]]

    /// Counts the matches of `query` in both groups.
    init(query: SearchQuery, _ db: Database) throws {
        guard let all = Self.expression(for: query) else {
            (groups, counts, fetched) = ([], [], [])
            return
        }
        let inName = "{name} : (\(all))"
        groups = [inName, "(\(all)) NOT (\(inName))"]
        counts = try groups.map { group in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM productSearch WHERE productSearch MATCH ?",
                arguments: [group]) ?? 0
        }
        fetched = groups.map { _ in [] }
    }

    /// How many products match.
    var count: Int { counts.reduce(0, +) }

    /// The catalog positions of the results at `positions`.
    mutating func positions(_ positions: Range<Int>, _ db: Database) throws -> [Int] {
        var result: [Int] = []
        var start = 0
        for group in groups.indices {
            let wanted = positions.clamped(to: start..<(start + counts[group]))
            if !wanted.isEmpty {
                try fill(group, upTo: wanted.upperBound - start, db)
                result += fetched[group][(wanted.lowerBound - start)..<(wanted.upperBound - start)]
            }
            start += counts[group]
        }
        return result
    }

    /// Fetches group `group`'s positions until `count` are known.
    private mutating func fill(_ group: Int, upTo count: Int, _ db: Database) throws {
        while fetched[group].count < min(count, counts[group]) {
            let after = fetched[group].last ?? -1
            let page = try Int.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT rowid FROM productSearch WHERE productSearch MATCH ? AND rowid > ?
                        ORDER BY rowid LIMIT ?
                        """),
                arguments: [groups[group], after, max(Self.pageSize, count - fetched[group].count)])
            guard !page.isEmpty else { return }
            fetched[group] += page
        }
    }

    /// The FTS5 query for `query`: every word, each a phrase of its tokens with the last one a
    /// prefix; nil for a query with no words.
    static func expression(for query: SearchQuery) -> String? {
        guard !query.isEmpty else { return nil }
        return query.words.map { tokens in
            let phrase =
                "\"" + tokens.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"")
                + "\""
            return tokens.last.map(SearchText.isPrefixToken) == true ? phrase + "*" : phrase
        }.joined(separator: " AND ")
    }
}
