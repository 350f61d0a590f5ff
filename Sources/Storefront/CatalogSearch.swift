/// Finds products by name, seller name and description, ignoring case and accents: every word
/// of the query must appear somewhere in the product's text ("creme brulee" finds "Crème
/// Brûlée Torch"). A linear scan, run once when a search opens, not on every frame.
public enum CatalogSearch {
    /// The products matching `query`, in catalog order; empty for a blank query.
    public static func results(for query: String, in catalog: Catalog) -> [ProductID] {
        let words = SearchFolding.words(of: query)
        guard !words.isEmpty else { return [] }
        var sellerNames: [SellerID: String] = [:]
        for seller in catalog.sellers { sellerNames[seller.id] = SearchFolding.fold(seller.name) }
        return catalog.products.compactMap { product in
            let haystack =
                SearchFolding.fold(product.name) + " " + (sellerNames[product.seller] ?? "") + " "
                + SearchFolding.fold(product.description)
            return SearchFolding.matches(folded: haystack, words: words) ? product.id : nil
        }
    }
}
