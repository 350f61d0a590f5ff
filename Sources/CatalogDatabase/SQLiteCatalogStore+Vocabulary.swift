import GRDB
import Storefront

/// "Did you mean" from FTS5's own vocabulary (`productVocabulary`, an `fts5vocab` table): the
/// words of the name, seller and description columns, never the shelf column's tokens.
extension SQLiteCatalogStore: SearchVocabulary {
    public func holds(_ token: String, asPrefix: Bool) -> Bool {
        // A prefix is a range of terms: every word starting with `token` sorts below
        // `token` followed by the last code point.
        let range =
            asPrefix ? "term >= ? AND term < ?" : "term = ? AND term != ?"
        // A suggestion is only a nicety: a failed read suggests nothing (and is remembered, so
        // the cache is rebuilt).
        return
            (try? fetch { db in
                try Int.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT 1 FROM productVocabulary
                            WHERE \(range) AND col != 'shelf' LIMIT 1
                            """),
                    arguments: [token, token + "\u{10FFFF}"]) != nil
            }) ?? false
    }

    public func words(startingWith first: Unicode.Scalar, lengths: ClosedRange<Int>)
        -> [(word: String, uses: Int)]
    {
        let rows: [Row] =
            (try? fetch { db in
                try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT term, sum(cnt) FROM productVocabulary
                            WHERE term >= ? AND term < ? AND col != 'shelf' GROUP BY term
                            """),
                    arguments: [String(first), String(first) + "\u{10FFFF}"])
            }) ?? []
        return rows.compactMap { row in
            let word: String = row[0]
            return lengths.contains(word.unicodeScalars.count) ? (word, row[1]) : nil
        }
    }

    public func rememberedSuggestion(for query: String, make: () -> String?) -> String? {
        if let known = suggestions.withLock({ $0[query] }) { return known }
        let made = make()
        suggestions.withLock { kept in
            // A few queries' worth: the results screen on display asks again at every frame.
            if kept.count >= 16 { kept.removeAll() }
            kept[query] = made
        }
        return made
    }
}
