import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// "Did you mean" on the results screen: the list's first row, and Enter, a click or `f`
/// take it.
@Suite(.timeLimit(.minutes(10)))
struct SearchSuggestionScreenTests {
    static let size = Size(columns: 80, rows: 24)

    /// Three teas to steep, and one description that misspells the word.
    static func state(_ routes: [Route]) throws -> AppState {
        var products = (1...3).map { index in
            Product(
                id: ProductID("t-\(index)"), name: "Loose Leaf Tea No. \(index)", category: "tea",
                seller: "s-1", price: 900, stock: 5, description: "Steep for three minutes.")
        }
        products.append(
            Product(
                id: "notes", name: "Tea Notes", category: "tea", seller: "s-1", price: 500,
                stock: 5, description: "How long to stepe each tea."))
        let catalog = try Catalog(
            currency: .usd, categories: [Category(id: "tea", name: "Tea")],
            sellers: [Seller(id: "s-1", name: "Leaf House", about: "")], products: products)
        return AppState(catalog: catalog, cart: Cart(lines: []), path: RoutePath(routes))
    }

    @Test func aWeakBestResultOffersTheWordAsTheFirstRow() throws {
        let state = try Self.state([.search(query: "stepe")])
        let lines = AppView.render(state, size: Self.size).lines
        let suggestion = try #require(lines.firstIndex { $0.contains("Did you mean") })
        #expect(lines[suggestion].hasPrefix("▸ Did you mean “steep”? ⏎ searches it"))
        #expect(lines[suggestion + 1].contains("Tea Notes"))
    }

    @Test func enterOnTheSuggestionSearchesItInsteadOfTheQuery() throws {
        var state = try Self.state([.category(id: "tea"), .search(query: "stepe")])
        _ = reduce(&state, .list(.opened), size: Self.size)
        #expect(state.path.routes == [.category(id: "tea"), .search(query: "steep")])
        #expect(state.notice == Notice("3 products found"))
    }

    @Test func theProductsBelowItStillOpen() throws {
        var state = try Self.state([.search(query: "stepe")])
        _ = reduce(&state, .list(.moved(.down)), size: Self.size)
        _ = reduce(&state, .list(.opened), size: Self.size)
        #expect(state.path.routes == [.search(query: "stepe"), .product(id: "notes")])
    }

    @Test func aClickOnTheSuggestionSearchesIt() throws {
        var state = try Self.state([.search(query: "stepe")])
        _ = reduce(&state, .mouse(.rowClicked(0)), size: Self.size)
        #expect(state.path.routes == [.search(query: "steep")])
    }

    @Test func nothingFoundOffersItTooAndFStartsWithIt() throws {
        var state = try Self.state([.search(query: "steap")])
        let lines = AppView.render(state, size: Self.size).lines
        #expect(
            lines.contains {
                $0.hasPrefix("▸ No results for “steap” — Did you mean “steep”? ⏎ searches it")
            })
        _ = reduce(&state, .prompt(.searchRequested), size: Self.size)
        #expect(state.prompt?.text == "steep")
        _ = reduce(&state, .prompt(.cancelled), size: Self.size)
        _ = reduce(&state, .list(.opened), size: Self.size)
        #expect(state.path.routes == [.search(query: "steep")])
    }
}
