import Navigation
import Storefront
import Testing

@testable import AisleApp

/// `changePath` is the one way the path changes: whatever the change, positions are kept for
/// the screens still on the path (and Home) and dropped for the others, and search results
/// exist for exactly the searches on the path.
@Suite("AppState.changePath", .timeLimit(.minutes(10)))
struct AppStatePathTests {
    static let coffee = Route.category(id: TestCatalog.coffee)
    static let beans = Route.product(id: TestCatalog.beans)
    static let mugs = Route.search(query: "mug")
    static let kettle = Route.search(query: "kettle")

    struct Case: Sendable, CustomTestStringConvertible {
        var change: PathChange
        var path: [Route]
        var testDescription: String { "\(change)" }
    }

    static let start: [Route] = [coffee, mugs, beans, .cart]

    @Test(arguments: [
        Case(change: .push(kettle), path: start + [kettle]),
        Case(change: .push(mugs), path: [coffee, mugs]),
        Case(change: .pop, path: [coffee, mugs, beans]),
        Case(change: .popTo(depth: 2), path: [coffee, mugs]),
        Case(change: .popTo(depth: 0), path: []),
        Case(change: .replace([kettle, beans]), path: [kettle, beans]),
        Case(change: .replace([]), path: []),
    ])
    func positionsFollowThePath(_ test: Case) throws {
        var state = try TestCatalog.state(Self.start)
        for (index, route) in ([nil] + Self.start.map { $0 }).enumerated() {
            state.positions[route] = ListPosition(selected: index)
        }
        state.changePath(test.change)
        #expect(state.path.routes == test.path)
        let kept = Set<Route?>([nil] + test.path.map { $0 })
        #expect(Set(state.positions.keys) == kept.intersection([nil] + Self.start.map { $0 }))
        for (index, route) in ([nil] + Self.start.map { $0 }).enumerated()
        where kept.contains(route) {
            #expect(
                state.positions[route] == ListPosition(selected: index),
                "\(String(describing: route))")
        }
    }

    @Test func aRunLoopReportOnlyTouchesTheNotice() throws {
        var store = Store(try TestCatalog.state([Self.coffee]))
        store.send(.system(.saveFailed("Could not save cart.json: disk full"))) {
            $0.notice = Notice("Could not save cart.json: disk full", tone: .warning)
        }
        store.send(.system(.unboundKeyPressed)) { $0.notice = nil }
    }
}
