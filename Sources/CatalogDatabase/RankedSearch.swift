import GRDB
import Storefront

/// A search's results in `SearchRanking`'s order, read whole once per query (`ListPages` keeps
/// them): the product whose id is the query, then the full-text matches ordered by group
/// (exact name, leading name by how well its first word matches, the rest with the earlier
/// words whole first), FTS5's `bm25()` with the column weights, and position.
/// A filter narrows the ranked list without changing its order, as in `MemoryCatalogStore`:
/// it is never part of the ranked query, whose phrases `bm25()` would count.
///
/// A query matching more than `rankedLimit` products (`co`, `de` at a million) is not ranked
/// whole: `bm25()` for every match and the sort took seconds. Its names that are or start
/// with the query come first, found through the index's first tokens (`BroadSearch`), then
/// every other match in catalog order.
enum RankedSearch {
    /// Above this many matches a search ranks only the names that lead with the query: the
    /// whole ranking costs about 3 µs a match (Debian's `a`, 61,793 matches: 0.31 s), so this
    /// keeps a first search within a frame or two.
    static let rankedLimit = 10_000

    /// The catalog positions of `query`'s results narrowed by `filter`, in order;
    /// `cancellation`, when given, is checked between the queries.
    static func positions(
        of query: SearchQuery, filter: SearchQuery?, cancellation: SearchCancellation? = nil,
        _ db: Database
    ) throws -> [Int] {
        let filterExpression = filter.flatMap(FullTextQuery.expression(for:))
        var result: [Int] = []
        let pinned = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT position FROM product WHERE id = ?"),
            arguments: [query.identifier])
        if let pinned, try holds(pinned, filterExpression, db) { result.append(pinned) }
        guard let words = FullTextQuery.expression(for: query) else { return result }
        // Every match in catalog order first: one pass of the index, which says how broad the
        // query is before anything is scored.
        let matches = try Int.fetchAll(
            db.cachedStatement(sql: "SELECT rowid FROM productSearch WHERE productSearch MATCH ?"),
            arguments: [words])
        try cancellation?.check()
        let ranked =
            matches.count > rankedLimit
            ? try BroadSearch.positions(of: query, matches: matches, cancellation: cancellation, db)
            : try ranked(query, words, db)
        var allowed: Set<Int>?
        try cancellation?.check()
        if let filterExpression, let both = FullTextQuery.all([words, filterExpression]) {
            allowed = Set(
                try Int.fetchAll(
                    db.cachedStatement(
                        sql: "SELECT rowid FROM productSearch WHERE productSearch MATCH ?"),
                    arguments: [both]))
        }
        for position in ranked where position != pinned && allowed?.contains(position) != false {
            result.append(position)
        }
        return result
    }

    /// The head of a broad query's results (more than `rankedLimit` matches), read without
    /// reading every match: the product whose id is the query, then the names that are or
    /// start with it (`BroadSearch.leading`), exactly as `positions` begins; nil when there is
    /// no such head. For a query that turns out not to be broad, the whole ranking may order
    /// these differently.
    static func firstPage(
        of query: SearchQuery, cancellation: SearchCancellation? = nil, _ db: Database
    ) throws -> [Int]? {
        let pinned = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT position FROM product WHERE id = ?"),
            arguments: [query.identifier])
        guard let leading = try BroadSearch.leading(of: query, cancellation: cancellation, db)
        else { return nil }
        let head = (pinned.map { [$0] } ?? []) + leading.filter { $0 != pinned }
        return head.isEmpty ? nil : head
    }

    /// Every match of `words` (the expression of `query`) in `SearchRanking`'s order.
    private static func ranked(_ query: SearchQuery, _ words: String, _ db: Database) throws
        -> [Int]
    {
        let weights = [
            SearchRanking.nameWeight, SearchRanking.sellerWeight, SearchRanking.descriptionWeight,
            0,
        ].map { "\(Double($0))" }.joined(separator: ", ")
        // Products holding the earlier words whole come first among the rest: an uncorrelated
        // subquery, which SQLite runs once into a temporary index.
        let whole = FullTextQuery.wholeWords(of: query)
        let wholeOrder =
            whole == nil
            ? ""
            : """
            CASE WHEN productSearch.rowid IN (
                SELECT rowid FROM productSearch WHERE productSearch MATCH ?4) THEN 0 ELSE 1 END,
            """
        return try Int.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT productSearch.rowid
                    FROM productSearch CROSS JOIN product p ON p.position = productSearch.rowid
                    WHERE productSearch MATCH ?1
                    ORDER BY CASE WHEN p.searchName = ?2 THEN 0
                        WHEN substr(p.searchName, 1, length(?3)) = ?3
                            THEN \(leadingRank.name)(p.name, p.searchName, ?2)
                        ELSE \(SearchRanking.otherRank) END,
                        \(wholeOrder)
                        bm25(productSearch, \(weights)), productSearch.rowid
                    """),
            arguments: StatementArguments(
                [words, query.key, SearchRanking.leadingKey(of: query)]
                    + (whole.map { [$0] } ?? [])))
    }

    /// `SearchRanking.leadingRank` as an SQL function of the name, its key and the query's
    /// key, registered on the store's connection: the rule is written once, for both stores.
    static let leadingRank = DatabaseFunction("aisleLeadingRank", argumentCount: 3, pure: true) {
        values in
        guard let name = String.fromDatabaseValue(values[0]),
            let nameKey = String.fromDatabaseValue(values[1]),
            let key = String.fromDatabaseValue(values[2])
        else { return SearchRanking.otherRank }
        return SearchRanking.leadingRank(name: name, nameKey: nameKey, key: key)
    }

    /// Whether the product at `position` matches `expression` (nil matches everything).
    private static func holds(_ position: Int, _ expression: String?, _ db: Database) throws -> Bool
    {
        guard let expression else { return true }
        return try Int.fetchOne(
            db.cachedStatement(
                sql: "SELECT 1 FROM productSearch WHERE productSearch MATCH ? AND rowid = ?"),
            arguments: [expression, position]) != nil
    }
}
