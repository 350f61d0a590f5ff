/// What a search looks for: the query as typed, and its words broken into the tokens the index
/// holds. Shared by every store, so that the in-memory store and SQLite's full-text index
/// agree on what matches.
///
/// A product matches when each word of the query begins a word of its name, seller's name or
/// description, ignoring case and accents ("crem brul" finds "Crème Brûlée Torch"). A word of
/// one letter or digit matches only that whole word (a one-letter prefix would match nearly
/// everything). In Chinese, Japanese and Korean text, which has no spaces, every character is
/// a word of its own and a query word matches where its characters appear in a row.
public struct SearchQuery: Hashable, Sendable {
    /// The query as typed.
    public let text: String
    /// Each query word as tokens: all must appear in a row, the last as a prefix.
    public let words: [[String]]

    /// The query `text`, folded and tokenised.
    public init(_ text: String) {
        self.text = text
        words = SearchFolding.words(of: text).map(SearchText.tokens(of:)).filter { !$0.isEmpty }
    }

    /// Whether the query has no words (a blank query matches nothing).
    public var isEmpty: Bool { words.isEmpty }

    /// Whether `tokens` (of one field or several, from `SearchText.tokens`) hold every word.
    public func isMatched(by tokens: [String]) -> Bool {
        words.allSatisfy { Self.contains(tokens, $0) }
    }

    /// Whether `word`'s tokens appear in a row in `tokens`, the last as a prefix (or exactly,
    /// when it is one character).
    static func contains(_ tokens: [String], _ word: [String]) -> Bool {
        guard let last = word.last, tokens.count >= word.count else { return false }
        let exact = word.dropLast()
        for start in 0...(tokens.count - word.count) {
            let lastToken = tokens[start + exact.count]
            guard zip(tokens[start...], exact).allSatisfy({ $0 == $1 }) else { continue }
            if SearchText.isPrefixToken(last) ? lastToken.hasPrefix(last) : lastToken == last {
                return true
            }
        }
        return false
    }
}
