import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A search from results replaces them, and `/` there starts with their query.
@Suite("Search: replace and refine", .timeLimit(.minutes(10)))
struct SearchReplaceTests {
    let coffee = Route.category(id: TestCatalog.coffee)

    @Test func slashOnResultsStartsWithTheirQuery() throws {
        var store = Store(try TestCatalog.state([coffee, .search(query: "mug")]))
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search, text: "mug") }
        #expect(store.state.prompt?.field.cursor == 3, "the cursor at the end, ready to refine")
        var elsewhere = Store(try TestCatalog.state([coffee]))
        elsewhere.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
    }

    @Test func aSearchFromResultsReplacesThem() throws {
        var state = try TestCatalog.state([coffee])
        for query in ["mug", "kettle", "beans", "coffee", "creme"] {
            _ = reduce(&state, .prompt(.searchRequested))
            _ = reduce(&state, .prompt(.edited(.control("u"))))
            _ = reduce(&state, .prompt(.edited(.paste(query))))
            _ = reduce(&state, .prompt(.submitted))
        }
        #expect(state.path.routes == [coffee, .search(query: "creme")])
        _ = reduce(&state, .navigation(.backRequested))
        #expect(state.path.routes == [coffee], "one Back leaves the search")
    }

    @Test func refiningKeepsTheScreensBelow() throws {
        var state = try TestCatalog.state([coffee, .search(query: "mug")])
        state.positions[coffee] = ListPosition(selected: 2)
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.paste(" big"))))
        _ = reduce(&state, .prompt(.submitted))
        #expect(state.path.routes == [coffee, .search(query: "mug big")])
        #expect(state.positions[coffee] == ListPosition(selected: 2))
    }

    @Test func aSearchFromAProductAboveResultsStacks() throws {
        // Only a search screen on top is replaced: from a product, a new search is a new screen.
        var state = try TestCatalog.state([.search(query: "mug"), .product(id: "p-10")])
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.paste("kettle"))))
        _ = reduce(&state, .prompt(.submitted))
        #expect(
            state.path.routes == [
                .search(query: "mug"), .product(id: "p-10"), .search(query: "kettle"),
            ])
    }

    @Test func aQueryAlreadyInThePathPopsBackToIt() throws {
        var state = try TestCatalog.state([
            .search(query: "mug"), .product(id: "p-10"), .search(query: "kettle"),
        ])
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.control("u"))))
        _ = reduce(&state, .prompt(.edited(.paste("mug"))))
        _ = reduce(&state, .prompt(.submitted))
        #expect(state.path.routes == [.search(query: "mug")])
    }
}
