import AisleApp
import Navigation
import Storefront
import Testing

/// The prompt and search through `reduce` only: editing, cancelling, submitting, and the
/// results kept for searches in the path (see `Store`).
@Suite("Reducer: search")
struct ReducerSearchTests {
    let coffee = Route.category(id: TestCatalog.coffee)

    @Test func promptEditsThenBlankSubmitClosesWithoutNavigating() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("k"))) { $0.prompt?.text = "k" }
        store.send(.promptEdited(.insert(" Kettle "))) { $0.prompt?.text = "k Kettle " }
        store.send(.promptEdited(.deleteBackward)) { $0.prompt?.text = "k Kettle" }
        store.send(.promptEdited(.clear)) { $0.prompt?.text = "" }
        store.send(.promptEdited(.deleteBackward))
        store.send(.promptEdited(.insert(" \t "))) { $0.prompt?.text = " \t " }
        store.send(.promptSubmitted) { $0.prompt = nil }
    }

    @Test func promptCancelClosesIt() throws {
        var store = Store(try TestCatalog.state())
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("mug"))) { $0.prompt?.text = "mug" }
        store.send(.promptCancelled) { $0.prompt = nil }
    }

    @Test func promptActionsWithoutAPromptDoNothing() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.promptEdited(.insert("x")))
        store.send(.promptEdited(.deleteBackward))
        store.send(.promptSubmitted)
        store.send(.promptCancelled)
    }

    @Test func submitPushesTheTrimmedSearchWithItsResults() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("  kettle \t"))) { $0.prompt?.text = "  kettle \t" }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([coffee, .search(query: "kettle")])
            $0.searchResults = ["kettle": [TestCatalog.kettle]]
            $0.notice = Notice("1 product found")
        }
        store.send(.selectionOpened) {
            $0.path = RoutePath([
                coffee, .search(query: "kettle"), .product(id: TestCatalog.kettle),
            ])
            $0.notice = nil
        }
    }

    @Test(
        arguments: [
            ("COFFEE", ["p-05", TestCatalog.kettle], "2 products found"),
            ("zzz", [], "0 products found"),
            ("creme", [TestCatalog.cookbook], "1 product found"),
        ] as [(String, [ProductID], String)])
    func searchNoticeCountsTheResults(query: String, results: [ProductID], notice: String) throws {
        var store = Store(try TestCatalog.state())
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert(query))) { $0.prompt?.text = query }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([.search(query: query)])
            $0.searchResults = [query: results]
            $0.notice = Notice(notice)
        }
    }

    @Test func searchResultsAreKeptOnlyForSearchesInThePath() throws {
        var store = Store(try TestCatalog.state([.search(query: "mug")]))
        #expect(store.state.searchResults == ["mug": ["p-10"]])
        store.send(.cartRequested) { $0.path = RoutePath([.search(query: "mug"), .cart]) }
        store.send(.breadcrumbChosen(depth: 0)) {
            $0.path = RoutePath()
            $0.searchResults = [:]
        }
        store.send(.cartRequested) { $0.path = RoutePath([.cart]) }
    }

    @Test func submittingASearchAlreadyInThePathPopsBackToIt() throws {
        let search = Route.search(query: "mug")
        var state = try TestCatalog.state([search, .product(id: "p-10")])
        state.positions[.product(id: "p-10")] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("mug "))) { $0.prompt?.text = "mug " }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([search])
            $0.positions = [:]
            $0.notice = Notice("1 product found")
        }
    }
}
