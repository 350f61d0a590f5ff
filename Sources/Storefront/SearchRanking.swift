/// The order of search results, the same in every store:
///
/// 1. a product whose id is the query (trimmed) — even if its text does not match;
/// 2. products whose name is exactly the query (their tokens are the query's);
/// 3. products whose name starts with the query (`postgr` → `postgresql-15`), by how well the
///    name's first word (up to the first space) matches: the query itself first, then the
///    shortest first word (`thunderb` → `thunderbird` before `thunderbird-l10n-de`), then the
///    shortest name (`sqlite` → `sqlite3` before `sqlitebrowser`);
/// 4. everything else that matches, those holding the words typed before the last as whole
///    words first (`web server`: a "web server" before a "WebDAV server").
///
/// Then, within each group, SQLite FTS5's `bm25()` with the name weighing `nameWeight`, the
/// seller's name `sellerWeight` and the description `descriptionWeight` (the shelf column
/// nothing); ties in catalog order. There is one engine, SQLite's (FTS5 and `bm25()`), for the
/// program and its tests alike; it calls `leadingRank` itself (a function registered on its
/// connection), so that rule is written once.
public enum SearchRanking {
    /// How much a match in the name counts against one in the description.
    public static let nameWeight = 10
    /// How much a match in the seller's name counts.
    public static let sellerWeight = 2
    /// How much a match in the description counts.
    public static let descriptionWeight = 1
    /// The first sort key of a name that neither is nor starts with the query: after every
    /// leading name's (`leadingRank`).
    public static let otherRank = 1 << 62

    /// The first sort key of a product whose name is `name` (its tokens in order: `nameKey`)
    /// for `query`: 0 for an exact name, `leadingRank` for a leading one, else `otherRank`.
    public static func nameRank(name: String, nameKey: String, for query: SearchQuery) -> Int {
        guard !query.key.isEmpty else { return otherRank }
        if nameKey.utf8.elementsEqual(query.key.utf8) { return 0 }
        return nameKey.utf8.starts(with: leadingKey(of: query).utf8)
            ? leadingRank(name: name, nameKey: nameKey, key: query.key) : otherRank
    }

    /// Where a name that starts with the query (key `key`) stands among such names, lower
    /// first: its first word exactly the query, then the first word's length, then the name's
    /// (lengths in code points of their tokens joined by spaces). Always between 1 and
    /// `otherRank`.
    public static func leadingRank(name: String, nameKey: String, key: String) -> Int {
        let firstWord = name.drop { $0.isWhitespace }.prefix { !$0.isWhitespace }
        let wordKey = SearchText.keyTokens(of: String(firstWord)).joined(separator: " ")
        let exact = wordKey.utf8.elementsEqual(key.utf8) ? 0 : 1
        let wordLength = min(wordKey.unicodeScalars.count, (1 << 20) - 1)
        let nameLength = min(nameKey.unicodeScalars.count, (1 << 20) - 1)
        return 1 + (exact << 40) + (wordLength << 20) + nameLength
    }

    /// Whether `product`, the best result for `query`, is a weak hit: not the product whose id
    /// is the query, and none of the query's words in its name ("did you mean" is then offered
    /// even though something was found: `pyhton` finds a description's misspelling).
    public static func isWeak(_ product: Product, for query: SearchQuery) -> Bool {
        guard product.id.rawValue != query.identifier else { return false }
        let name = SearchText.tokens(of: product.name)
        return !query.words.contains { SearchQuery.contains(name, $0) }
    }

    /// What a name starting with the query starts with: the key, and when its last token is a
    /// whole-word token (one character), a space after it, so `c` does not lead `cmake`.
    public static func leadingKey(of query: SearchQuery) -> String {
        let last = query.key.split(separator: " ").last.map(String.init) ?? ""
        return SearchText.isPrefixToken(last) ? query.key : query.key + " "
    }
}
