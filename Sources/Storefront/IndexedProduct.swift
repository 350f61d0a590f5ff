/// A product as `MemoryCatalogStore` searches it: the tokens of each field as SQLite's
/// full-text index holds them, so that matching and BM25 counts agree with it.
struct IndexedProduct: Sendable {
    var name: [String]
    var seller: SellerID
    var description: [String]
    /// The name's tokens in order, for exact and leading matches (`SearchRanking.nameRank`).
    var nameKey: String
    /// The name as written, for how well its first word matches (`SearchRanking.leadingRank`).
    var nameText: String
    /// The row's size in the index's tokens: every field's, and the two of the shelf column.
    var size: Int

    init(_ product: Product, sellerTokens: [String]) {
        name = SearchText.tokens(of: product.name)
        seller = product.seller
        description = SearchText.tokens(of: product.description)
        nameKey = SearchText.keyTokens(of: product.name).joined(separator: " ")
        nameText = product.name
        size = name.count + sellerTokens.count + description.count + 2
    }

    /// Each phrase of `query` weighted by where it stands (`SearchRanking`'s column weights),
    /// as FTS5's `bm25()` adds them up; zero for a phrase the product does not hold.
    func frequencies(of query: SearchQuery, _ sellers: [SellerID: [String]]) -> [Double] {
        let sellerTokens = sellers[seller] ?? []
        return query.words.map { phrase in
            let count =
                SearchRanking.nameWeight * SearchQuery.occurrences(of: phrase, in: name)
                + SearchRanking.sellerWeight * SearchQuery.occurrences(of: phrase, in: sellerTokens)
                + SearchRanking.descriptionWeight
                * SearchQuery.occurrences(of: phrase, in: description)
            return Double(count)
        }
    }

    /// Whether every phrase of `query` stands in one of the fields (a phrase never spans two
    /// fields, as in the index).
    func matches(_ query: SearchQuery, _ sellers: [SellerID: [String]]) -> Bool {
        let sellerTokens = sellers[seller] ?? []
        let short = query.narrowsAsTyped
        return query.words.allSatisfy { phrase in
            SearchQuery.contains(name, phrase, shortPrefix: short)
                || SearchQuery.contains(sellerTokens, phrase, shortPrefix: short)
                || SearchQuery.contains(description, phrase, shortPrefix: short)
        }
    }

    /// Whether the phrases of the words typed before the last stand as whole words (their
    /// last token not merely beginning a longer one), as `FullTextQuery.wholeWords` asks.
    func matchesWholeWords(_ query: SearchQuery, _ sellers: [SellerID: [String]]) -> Bool {
        let sellerTokens = sellers[seller] ?? []
        return query.words.prefix(query.wholeWords).allSatisfy { phrase in
            [name, sellerTokens, description].contains {
                SearchQuery.contains($0, phrase, whole: true)
            }
        }
    }
}
