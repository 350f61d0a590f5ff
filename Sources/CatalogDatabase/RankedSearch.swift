import GRDB
import Storefront

/// A search's results in `SearchRanking`'s order, read whole once per query (`ListPages` keeps
/// them): the product whose id is the query, then the full-text matches ordered by group
/// (exact name, leading name shortest first, the rest), FTS5's `bm25()` with the column weights, and position.
/// A filter narrows the ranked list without changing its order, as in `MemoryCatalogStore`:
/// it is never part of the ranked query, whose phrases `bm25()` would count.
enum RankedSearch {
    /// The catalog positions of `query`'s results narrowed by `filter`, in order.
    static func positions(
        of query: SearchQuery, filter: SearchQuery?, _ db: Database
    ) throws -> [Int] {
        let filterExpression = filter.flatMap(FullTextQuery.expression(for:))
        var result: [Int] = []
        let pinned = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT position FROM product WHERE id = ?"),
            arguments: [query.identifier])
        if let pinned, try holds(pinned, filterExpression, db) { result.append(pinned) }
        guard let words = FullTextQuery.expression(for: query) else { return result }
        let weights = [
            SearchRanking.nameWeight, SearchRanking.sellerWeight, SearchRanking.descriptionWeight,
            0,
        ].map { "\(Double($0))" }.joined(separator: ", ")
        let ranked = try Int.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT productSearch.rowid
                    FROM productSearch CROSS JOIN product p ON p.position = productSearch.rowid
                    WHERE productSearch MATCH ?
                    ORDER BY CASE WHEN p.searchName = ?2 THEN 0
                        WHEN substr(p.searchName, 1, length(?3)) = ?3 THEN 1 ELSE 2 END,
                        CASE WHEN p.searchName != ?2 AND substr(p.searchName, 1, length(?3)) = ?3
                            THEN length(p.searchName) ELSE 0 END,
                        bm25(productSearch, \(weights)), productSearch.rowid
                    """),
            arguments: [words, query.key, SearchRanking.leadingKey(of: query)])
        var allowed: Set<Int>?
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
