import Storefront

/// Search results as products, looked up only when a row is drawn.
struct SearchHits: RandomAccessCollection {
    let ids: [ProductID]
    let catalog: Catalog

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }
    subscript(position: Int) -> Product {
        // Results come from this catalog, so the look-up cannot fail; a placeholder keeps the
        // row count honest if it ever did.
        catalog.product(ids[position])
            ?? Product(
                id: ids[position], name: ids[position].rawValue, category: "", seller: "",
                price: 0, stock: 0, description: "")
    }
}
