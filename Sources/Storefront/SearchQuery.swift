/// What a search looks for: the query as typed, and its words broken into the tokens SQLite's
/// full-text index holds (`FullTextQuery` writes them as FTS5 phrases).
///
/// A product matches when each word of the query begins a word of its name, seller's name or
/// description, ignoring case and accents ("crem brul" finds "Crème Brûlée Torch"). A word of
/// one letter or digit matches only that whole word (a one-letter prefix would match nearly
/// everything). In Chinese, Japanese and Korean text, which has no spaces, every character is
/// a word of its own and a query word matches where its characters appear in a row. Letters
/// and digits written together are two tokens (`gtk3` finds `GTK 3`), and a word with its
/// `+`/`#` signs or leading dot (`c++`, `c#`, `.net`) must also match as written.
public struct SearchQuery: Hashable, Sendable {
    /// The query as typed.
    public let text: String
    /// The phrases every product must hold, in order: each query word's tokens (all in a row,
    /// the last as a prefix), then each of its symbol tokens as a phrase of its own.
    public let words: [[String]]
    /// The query's tokens in the order they stand, joined by spaces: a name whose tokens are
    /// exactly these is an exact match, one whose tokens begin with them a leading match.
    public let key: String
    /// Whether a word's last token of one character is a prefix too: true for a list's live
    /// filter, which must narrow as each letter is typed (`b` keeps everything `br` keeps),
    /// false for a search, where `c` should not match every word starting with c.
    public let narrowsAsTyped: Bool
    /// How many of `words` come from typed words before the last one: a product where these
    /// stand as whole words ranks above one where they only begin longer words (`web server`
    /// finds a "web server" before "WebDAV server"), since only the last word is still being
    /// typed.
    public let wholeWords: Int

    /// The query `text`, folded and tokenised.
    public init(_ text: String) {
        self.init(text, narrowsAsTyped: false)
    }

    /// The query `text`, folded and tokenised; `narrowsAsTyped` for a live filter.
    public init(_ text: String, narrowsAsTyped: Bool) {
        self.text = text
        self.narrowsAsTyped = narrowsAsTyped
        let typed = SearchFolding.words(of: text).map { word -> [[String]] in
            let pieces = SearchText.pieces(of: word)
            let plain = pieces.filter { !$0.isSymbol }.map(\.text)
            return (plain.isEmpty ? [] : [plain]) + pieces.filter(\.isSymbol).map { [$0.text] }
        }
        words = typed.flatMap { $0 }
        wholeWords = typed.dropLast().reduce(0) { $0 + $1.count }
        key = SearchText.keyTokens(of: text).joined(separator: " ")
    }

    /// A list's live filter: as `init`, with one-letter words as prefixes.
    public static func filter(_ text: String) -> SearchQuery {
        SearchQuery(text, narrowsAsTyped: true)
    }

    /// Whether the last token of a word matches as a prefix (else exactly).
    public func isPrefix(_ token: String) -> Bool {
        narrowsAsTyped ? !token.isEmpty : SearchText.isPrefixToken(token)
    }

    /// Whether the query has no words (a blank query matches nothing).
    public var isEmpty: Bool { words.isEmpty }

    /// The query with surrounding white space removed: a product whose id is exactly this comes
    /// first, whatever its text.
    public var identifier: String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Whether `word`'s tokens appear in a row in `tokens`, the last as a prefix (or exactly,
    /// when it is one character), as the index matches a phrase: for telling whether the best
    /// result holds the query in its name (`SearchRanking.isWeak`).
    static func contains(_ tokens: [String], _ word: [String]) -> Bool {
        guard let last = word.last, tokens.count >= word.count else { return false }
        let exact = word.dropLast()
        let prefix = SearchText.isPrefixToken(last)
        for start in 0...(tokens.count - word.count) {
            let lastToken = tokens[start + exact.count]
            guard zip(tokens[start...], exact).allSatisfy({ $0.utf8.elementsEqual($1.utf8) })
            else { continue }
            if prefix
                ? lastToken.utf8.starts(with: last.utf8) : lastToken.utf8.elementsEqual(last.utf8)
            {
                return true
            }
        }
        return false
    }
}
