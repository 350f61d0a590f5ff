import Storefront
import TerminalUI

/// Search results for a query, or a way forward when there are none.
enum SearchScreen {
    static func listArea(_ state: AppState, in area: Rect) -> Rect { area.droppingRows(2) }

    static func draw(_ state: AppState, query: String, into canvas: inout Canvas, area: Rect) {
        let catalog = state.catalog
        // Looked up row by row as they are drawn: a broad query can match most of the catalog.
        let products = SearchHits(ids: state.searchResults[query] ?? [], catalog: catalog)
        Heading.draw(
            "Results for “\(query)”",
            detail: products.count == 1 ? "1 found" : "\(products.count) found",
            into: &canvas, area: area)
        guard !products.isEmpty else {
            canvas.write(
                "Nothing matches “\(query)”. Press / to search again, ← to go back.",
                row: area.row + 2, column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        ProductList.draw(state, products, into: &canvas, area: area.droppingRows(1))
    }
}
