import Storefront
import TerminalUI

/// Search results for a query, or a way forward when there are none.
struct SearchScreen: ProductListScreen {
    let state: AppState
    let query: String

    var shelf: ProductShelf {
        state.shelf(.search(SearchQuery(query)), on: .search(query: query))
    }

    func layout(in area: Rect) -> ProductList.Layout { ProductList.Layout(below: area) }

    func draw(_ layout: ProductList.Layout, into canvas: inout Canvas) {
        let area = layout.heading
        // Only the rows on screen are fetched: a broad query can match most of the catalog.
        let products = shelf
        let found =
            state.position.filter.isEmpty
            ? products.count : state.catalog.shelf(matching: query).count
        Heading.draw(
            "Results for “\(query)”",
            detail: state.position.filter.isEmpty
                ? (found == 1 ? "1 found" : "\(Counted.grouped(found)) found")
                : ListHeading.detail(shown: products.count, of: found, state.position),
            position: Heading.position(state, count: products.count, in: layout.list),
            into: &canvas, area: area)
        guard found > 0 else {
            // "Did you mean" from the index's own words; the query is shown as typed.
            let advice =
                state.catalog.suggestion(for: query).map {
                    "No results for “\(query)” — did you mean \($0)? "
                } ?? "Nothing matches “\(query)”. "
            canvas.write(
                advice + "Press f to search again, ← to go back.",
                row: area.row + 2, column: area.column + 2, width: area.width - 3, style: .muted)
            return
        }
        ProductList.draw(state, products, layout, into: &canvas)
    }
}
