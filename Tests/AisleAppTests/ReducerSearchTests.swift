import Navigation
import Storefront
import Testing

@testable import AisleApp

/// The prompt and search through `reduce` only: editing, cancelling, submitting, and the
/// results kept for searches in the path (see `Store`).
@Suite("Reducer: search", .timeLimit(.minutes(10)))
struct ReducerSearchTests {
    let coffee = Route.category(id: TestCatalog.coffee)

    @Test func promptEditsThenBlankSubmitClosesWithoutNavigating() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
        store.send(.prompt(.edited(.paste("k")))) { $0.prompt?.text = "k" }
        store.send(.prompt(.edited(.paste(" Kettle ")))) { $0.prompt?.text = "k Kettle " }
        store.send(.prompt(.edited(.backspace))) { $0.prompt?.text = "k Kettle" }
        store.send(.prompt(.edited(.control("u")))) { $0.prompt?.text = "" }
        store.send(.prompt(.edited(.backspace)))
        store.send(.prompt(.edited(.paste(" \t ")))) { $0.prompt?.text = " \t " }
        store.send(.prompt(.submitted)) { $0.prompt = nil }
    }

    @Test func promptCancelClosesIt() throws {
        var store = Store(try TestCatalog.state())
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
        store.send(.prompt(.edited(.paste("mug")))) { $0.prompt?.text = "mug" }
        store.send(.prompt(.cancelled)) { $0.prompt = nil }
    }

    @Test func promptActionsWithoutAPromptDoNothing() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.prompt(.edited(.paste("x"))))
        store.send(.prompt(.edited(.backspace)))
        store.send(.prompt(.submitted))
        store.send(.prompt(.cancelled))
    }

    @Test func submitPushesTheTrimmedSearchWithItsResults() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
        store.send(.prompt(.edited(.paste("  kettle \t")))) { $0.prompt?.text = "  kettle \t" }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("kettle", for: .search)
            $0.path = RoutePath([coffee, .search(query: "kettle")])
            $0.notice = Notice("1 product found")
        }
        store.send(.list(.opened)) {
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
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
        store.send(.prompt(.edited(.paste(query)))) { $0.prompt?.text = query }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record(query, for: .search)
            $0.path = RoutePath([.search(query: query)])
            $0.notice = Notice(notice)
        }
        #expect(store.state.catalog.shelf(matching: query).all.map(\.id) == results)
    }

    @Test func submittingASearchAlreadyInThePathPopsBackToIt() throws {
        let search = Route.search(query: "mug")
        var state = try TestCatalog.state([search, .product(id: "p-10")])
        state.positions[.product(id: "p-10")] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.prompt(.searchRequested)) { $0.prompt = Prompt(.search) }
        store.send(.prompt(.edited(.paste("mug ")))) { $0.prompt?.text = "mug " }
        store.send(.prompt(.submitted)) {
            $0.prompt = nil
            $0.promptHistory.record("mug", for: .search)
            $0.path = RoutePath([search])
            $0.positions = [:]
            $0.notice = Notice("1 product found")
        }
    }
}
