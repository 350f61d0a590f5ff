import GRDB
import Storefront

/// The order of a query that matches too many products to rank whole (`RankedSearch.rankedLimit`):
/// the names that are or start with the query, in `SearchRanking`'s order, then every other
/// match in catalog order. The leading names are found through the full-text index's first
/// tokens (`^` in FTS5: the phrase at the start of the name), never by scoring every match:
/// those whose first word is the query (`co`, `co-op`) and the first `leadingLimit` whose name
/// starts with it in catalog order, each a bounded read however broad the query.
enum BroadSearch {
    /// How many names starting with the query are ranked, at most, for each of the two reads.
    static let leadingLimit = 2_000

    /// `matches` (every match of `query`, in catalog order) in the order above; `cancellation`,
    /// when given, is checked between the reads.
    static func positions(
        of query: SearchQuery, matches: [Int], cancellation: SearchCancellation? = nil,
        _ db: Database
    ) throws -> [Int] {
        guard let leading = try leading(of: query, cancellation: cancellation, db) else {
            return matches
        }
        let head = Set(leading)
        return leading + matches.filter { !head.contains($0) }
    }

    /// The names that are or start with `query`, in `SearchRanking`'s order: the head of the
    /// list `positions` makes, read without reading every match (a first page, at once). Nil
    /// for a query with no words to lead a name with.
    static func leading(
        of query: SearchQuery, cancellation: SearchCancellation? = nil, _ db: Database
    ) throws -> [Int]? {
        // The query's words as they stand in a name; symbol tokens stand at a field's end in
        // the index, so they are not part of the phrase (the name's key still checks them).
        let tokens = query.key.split(separator: " ").map(String.init).filter {
            !SearchSymbols.isSymbolToken($0)
        }
        guard let last = tokens.last else { return nil }
        let phrase = "{name} : ^\"" + tokens.joined(separator: " ") + "\""
        var leading: [(rank: Int, position: Int)] = []
        var seen = Set<Int>()
        for expression in [phrase] + (SearchText.isPrefixToken(last) ? [phrase + "*"] : []) {
            try cancellation?.check()
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT p.position, p.name, p.searchName
                        FROM productSearch CROSS JOIN product p ON p.position = productSearch.rowid
                        WHERE productSearch MATCH ?1
                            AND (p.searchName = ?2 OR substr(p.searchName, 1, length(?3)) = ?3)
                        LIMIT ?4
                        """),
                arguments: [
                    expression, query.key, SearchRanking.leadingKey(of: query), leadingLimit,
                ])
            for row in rows {
                let position: Int = row[0]
                guard seen.insert(position).inserted else { continue }
                let rank = SearchRanking.nameRank(name: row[1], nameKey: row[2], for: query)
                if rank < SearchRanking.otherRank { leading.append((rank, position)) }
            }
        }
        leading.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.position < $1.position }
        return leading.map(\.position)
    }
}
