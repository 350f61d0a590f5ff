import Storefront
import TerminalUI

/// Search results for a query, or a way forward when there are none. When the query finds
/// nothing, or its best result does not hold it in its name, "did you mean" is the list's
/// first row: Enter or a click on it searches the suggestion instead. While a large catalog's
/// search is worked out off the screen's thread (`SearchRuns`), the screen says "Searching…"
/// and reads nothing of the list: keys act meanwhile, Esc stops it.
struct SearchScreen: ProductListScreen {
    let state: AppState
    let query: String

    /// Whether the results are still being worked out.
    var isSearching: Bool { state.isSearching }

    var shelf: ProductShelf {
        state.shelf(.search(SearchQuery(query)), on: .search(query: query))
    }

    /// The query "did you mean" offers, on the unfiltered list in relevance order only (a
    /// filter or a sort is the user working with what was found).
    var suggestion: String? {
        guard state.position.filter.isEmpty, state.position.order == .catalog, !isSearching,
            !state.isListingFirstPage
        else { return nil }
        return state.catalog.suggestion(for: query)
    }

    var leadingRows: Int { suggestion == nil ? 0 : 1 }

    var rowCount: Int { isSearching ? 0 : shelf.count + leadingRows }

    func destination(at row: Int) -> Route? {
        guard !isSearching else { return nil }
        if let suggestion, row == 0 { return .search(query: suggestion) }
        let index = row - leadingRows
        guard index >= 0, index < shelf.count else { return nil }
        return (shelf[index]?.id).map { .product(id: $0) }
    }

    func layout(in area: Rect) -> ProductList.Layout { ProductList.Layout(below: area) }

    func draw(_ layout: ProductList.Layout, into canvas: inout Canvas) {
        guard !isSearching else { return drawSearching(layout, into: &canvas) }
        let area = layout.heading
        // Only the rows on screen are fetched: a broad query can match most of the catalog.
        let products = shelf
        let found =
            state.position.filter.isEmpty
            ? products.count : state.catalog.shelf(matching: query).count
        Heading.draw(
            "Results for “\(query)”",
            detail: state.isListingFirstPage
                ? "best \(Counted.grouped(found)) · searching…"
                : state.position.filter.isEmpty
                    ? (found == 1 ? "1 found" : "\(Counted.grouped(found)) found")
                    : ListHeading.detail(shown: products.count, of: found, state.position),
            position: Heading.position(state, count: rowCount, in: layout.list),
            into: &canvas, area: area)
        let suggestion = self.suggestion
        guard found > 0 else {
            guard let suggestion else {
                canvas.write(
                    "Nothing matches “\(query)”. Press f to search again, ← to go back.",
                    row: layout.list.row, column: layout.list.column + 2,
                    width: layout.list.width - 3, style: .muted)
                return
            }
            SelectableList.draw(state, count: 1, in: layout.list, into: &canvas) {
                _, canvas, row, column, width, selected in
                Self.drawSuggestion(
                    suggestion, after: "No results for “\(query)” — ", into: &canvas, row: row,
                    column: column, width: width, selected: selected)
            }
            return
        }
        var leading: ((inout Canvas, Int, Int, Int, Bool) -> Void)?
        if let suggestion {
            leading = { canvas, row, column, width, selected in
                Self.drawSuggestion(
                    suggestion, after: "", into: &canvas, row: row, column: column, width: width,
                    selected: selected)
            }
        }
        ProductList.draw(state, products, layout, into: &canvas, leading: leading)
    }

    /// The heading and one line while the results are worked out: no read of the list.
    private func drawSearching(_ layout: ProductList.Layout, into canvas: inout Canvas) {
        Heading.draw(
            "Results for “\(query)”", detail: "Searching…", position: nil, into: &canvas,
            area: layout.heading)
        canvas.write(
            "Searching… Esc stops, f searches something else.", row: layout.list.row,
            column: layout.list.column + 2, width: layout.list.width - 3, style: .muted)
    }

    /// The suggestion's row: what Enter does with it, said on the row itself.
    private static func drawSuggestion(
        _ suggestion: String, after lead: String, into canvas: inout Canvas, row: Int,
        column: Int, width: Int, selected: Bool
    ) {
        canvas.write(
            lead + "Did you mean “\(suggestion)”? ⏎ searches it", row: row, column: column,
            width: width, style: selected ? .selected : .accent)
    }
}
