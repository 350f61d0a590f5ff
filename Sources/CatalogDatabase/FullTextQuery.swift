import Storefront

/// Queries for the FTS5 index written from a `SearchQuery`: never the user's text as syntax.
enum FullTextQuery {
    /// Every word of `query`, each a phrase of its tokens with the last one a prefix (unless a
    /// single character in a search: a filter's narrows as typed), in the catalog's text: never the shelf column, whose tokens are ours.
    /// Nil for a query with no words.
    static func expression(for query: SearchQuery) -> String? {
        words(of: query).map { "{name seller description} : (\($0))" }
    }

    /// The words of `query` as FTS5 phrases, all required, in no column yet.
    static func words(of query: SearchQuery) -> String? {
        guard !query.isEmpty else { return nil }
        return query.words.map { tokens in
            // Tokens hold only letters and digits, so quoting them is enough.
            let phrase = "\"" + tokens.joined(separator: " ") + "\""
            return tokens.last.map(query.isPrefix) == true ? phrase + "*" : phrase
        }.joined(separator: " AND ")
    }

    /// The phrases of the words typed before the last, each whole (no prefix), in the
    /// catalog's text: what `SearchRanking` puts first among the other matches. Nil for a
    /// query of one word.
    static func wholeWords(of query: SearchQuery) -> String? {
        guard query.wholeWords > 0 else { return nil }
        let phrases = query.words.prefix(query.wholeWords).map {
            "\"" + $0.joined(separator: " ") + "\""
        }
        return "{name seller description} : (" + phrases.joined(separator: " AND ") + ")"
    }

    /// The expressions that are present, all required.
    static func all(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }
        guard !present.isEmpty else { return nil }
        return present.map { "(\($0))" }.joined(separator: " AND ")
    }
}
