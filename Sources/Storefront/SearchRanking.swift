#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The order of search results, the same in every store:
///
/// 1. a product whose id is the query (trimmed) — even if its text does not match;
/// 2. products whose name is exactly the query (their tokens are the query's);
/// 3. products whose name starts with the query (`postgr` → `postgresql-15`), shortest name
///    first (the name closest to what was typed: `sqlite` → `sqlite3` before `sqlitebrowser`);
/// 4. everything else that matches.
///
/// Then, within each group (and names of one length), SQLite FTS5's `bm25()` with the name weighing `nameWeight`, the seller's
/// name `sellerWeight` and the description `descriptionWeight` (the shelf column nothing);
/// ties in catalog order. `MemoryCatalogStore` computes BM25 exactly as FTS5 does
/// (`SearchRanking.BM25`), so both stores give the same order.
public enum SearchRanking {
    /// How much a match in the name counts against one in the description.
    public static let nameWeight = 10
    /// How much a match in the seller's name counts.
    public static let sellerWeight = 2
    /// How much a match in the description counts.
    public static let descriptionWeight = 1

    /// Which group (2–4 above, as 0–2) a product whose name has `nameKey`
    /// (`SearchText.keyTokens` joined by spaces) falls in for `query`, and within a leading
    /// match the key's length in code points (0 otherwise): the first two sort keys.
    public static func tier(ofName nameKey: String, for query: SearchQuery) -> (Int, Int) {
        guard !query.key.isEmpty else { return (2, 0) }
        if nameKey.utf8.elementsEqual(query.key.utf8) { return (0, 0) }
        return nameKey.utf8.starts(with: leadingKey(of: query).utf8)
            ? (1, nameKey.unicodeScalars.count) : (2, 0)
    }

    /// What a name starting with the query starts with: the key, and when its last token is a
    /// whole-word token (one character), a space after it, so `c` does not lead `cmake`.
    public static func leadingKey(of query: SearchQuery) -> String {
        let last = query.key.split(separator: " ").last.map(String.init) ?? ""
        return SearchText.isPrefixToken(last) ? query.key : query.key + " "
    }

    /// FTS5's `bm25()` (ext/fts5/fts5_aux.c), step for step in the same floating-point
    /// operations, so that scores are bit-identical to SQLite's and ties fall the same way.
    public struct BM25: Sendable {
        private static let k1 = 1.2
        private static let b = 0.75
        /// Each phrase's inverse document frequency.
        let idf: [Double]
        /// The average row size in tokens.
        let averageSize: Double

        /// `rows` rows holding `tokens` tokens in all, `hits[i]` of them holding phrase `i`.
        public init(hits: [Int], rows: Int, tokens: Int) {
            let rowCount = Int64(rows)
            averageSize = Double(Int64(tokens)) / Double(rowCount)
            idf = hits.map { hit in
                let hit = Int64(hit)
                let value = log((Double(rowCount - hit) + 0.5) / (Double(hit) + 0.5))
                return value <= 0.0 ? 1e-6 : value
            }
        }

        /// The score of a row of `size` tokens with phrase `i` weighted `frequencies[i]` times
        /// (lower is better, as FTS5's).
        public func score(frequencies: [Double], size: Int) -> Double {
            let d = Double(size)
            var score = 0.0
            for i in idf.indices {
                let f = frequencies[i]
                score +=
                    idf[i]
                    * ((f * (Self.k1 + 1.0))
                        / (f + Self.k1 * (1 - Self.b + Self.b * d / averageSize)))
            }
            return -1.0 * score
        }
    }
}
