import AisleApp
import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

/// A large catalog's search is an effect: the results screen says "Searching…" (reading
/// nothing of the list) until the answer comes back as an action; leaving it stops the search.
@Suite(.timeLimit(.minutes(10)))
struct SearchingScreenTests {
    static let size = Size(columns: 80, rows: 24)

    /// Home over the fixture catalog, its searches slow.
    static func state() throws -> AppState {
        AppState(catalog: Catalog(store: SlowSearchStore(try Fixtures.catalog())))
    }

    /// The search for `query` typed and submitted.
    static func submit(_ query: String, _ state: inout AppState) -> [Effect] {
        _ = reduce(&state, .prompt(.searchRequested), size: size)
        // On results the prompt starts with their query: cleared first.
        _ = reduce(&state, .prompt(.edited(.control("u"))), size: size)
        _ = reduce(&state, .prompt(.edited(.paste(query))), size: size)
        return reduce(&state, .prompt(.submitted), size: size)
    }

    @Test func aSubmittedSearchIsAnEffectAndTheScreenSaysSearching() throws {
        var state = try Self.state()
        let effects = Self.submit("coffee", &state)
        let coffee = ProductListing.search(SearchQuery("coffee"))
        #expect(effects == [.runSearch(coffee)])
        #expect(state.searches.running == coffee)
        let lines = AppView.render(state, size: Self.size).lines
        #expect(lines[2].hasPrefix("  Results for “coffee”"))
        #expect(lines[2].hasSuffix("Searching…"))
        #expect(lines[4].contains("Searching… Esc stops, f searches something else."))
        #expect(!lines.joined().contains("House Blend Beans"), "no row is read while it runs")
    }

    @Test func theAnswerIsAnActionThatShowsTheResults() throws {
        var state = try Self.state()
        _ = Self.submit("coffee", &state)
        let coffee = ProductListing.search(SearchQuery("coffee"))
        let effects = reduce(&state, .system(.searchFinished(coffee, found: 3)), size: Self.size)
        #expect(effects == [])
        #expect(state.searches.running == nil)
        #expect(state.notice == Notice("3 products found"))
        let screen = AppView.render(state, size: Self.size).lines.joined(separator: "\n")
        #expect(!screen.contains("Searching…"))
        #expect(screen.contains("The Coffee Atlas"))
    }

    @Test func aFirstPageIsListedWhileTheRestIsWorkedOut() throws {
        var state = try Self.state()
        _ = Self.submit("coffee", &state)
        let coffee = ProductListing.search(SearchQuery("coffee"))
        let shown = state.catalog.shelf(matching: "coffee").count
        #expect(
            reduce(&state, .system(.searchFirstPage(coffee, shown: shown)), size: Self.size) == [])
        #expect(state.searches.running == coffee, "still being worked out")
        let lines = AppView.render(state, size: Self.size).lines
        #expect(lines[2].hasSuffix("best \(shown) · searching…"))
        #expect(lines.joined().contains("The Coffee Atlas"), "the first page is listed")
        #expect(!lines.joined().contains("Esc stops"))
        // The whole list then replaces it, with its count.
        _ = reduce(&state, .system(.searchFinished(coffee, found: shown)), size: Self.size)
        let after = AppView.render(state, size: Self.size).lines
        #expect(after[2].hasSuffix("\(shown) found"))
    }

    @Test func leavingTheResultsStopsTheSearch() throws {
        var state = try Self.state()
        _ = Self.submit("coffee", &state)
        let effects = reduce(&state, .list(.escapePressed), size: Self.size)
        #expect(effects == [.cancelSearch])
        #expect(state.screen == nil)
        #expect(state.searches.running == nil)
    }

    @Test func aNewSearchSupersedesTheOneRunning() throws {
        var state = try Self.state()
        _ = Self.submit("coffee", &state)
        let effects = Self.submit("mug", &state)
        #expect(effects == [.runSearch(ProductListing.search(SearchQuery("mug")))])
        #expect(state.path.routes == [.search(query: "mug")])
    }

    @Test func aSmallCatalogSearchesAsItDraws() throws {
        var state = AppState(catalog: try Fixtures.catalog())
        #expect(Self.submit("coffee", &state) == [])
        let found = state.catalog.shelf(matching: "coffee").count
        #expect(found > 1)
        #expect(state.notice == Notice("\(found) products found"))
        #expect(state.searches.running == nil)
    }
}
