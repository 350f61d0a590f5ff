import Storefront

/// A screen whose list is a shelf of products — a category, a seller, search results. What
/// such a list's rows are, where each leads and which keys apply is said here once.
protocol ProductListScreen: Screen {
    /// The products listed, in the order and under the filter the list shows.
    var shelf: ProductShelf { get }
    /// Rows of the screen's own above the first product (search's "did you mean").
    var leadingRows: Int { get }
}

extension ProductListScreen {
    var leadingRows: Int { 0 }

    var rowCount: Int { shelf.count }

    var keyContext: KeyContext { .productList }

    func destination(at row: Int) -> Route? {
        guard row >= 0, row < rowCount else { return nil }
        return (shelf[row]?.id).map { .product(id: $0) }
    }
}
