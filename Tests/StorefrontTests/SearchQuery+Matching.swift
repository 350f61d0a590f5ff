@testable import Storefront

extension SearchQuery {
    /// Whether `tokens` (of one field or several, from `SearchText.tokens`) hold every word,
    /// as the stores match a product: for the folding tests, which check matching on its own.
    func isMatched(by tokens: [String]) -> Bool {
        words.allSatisfy { Self.contains(tokens, $0) }
    }
}
