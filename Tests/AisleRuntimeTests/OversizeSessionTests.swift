import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// Audit row 20, last line of defence: a session larger than the reader accepts is never
/// written, not even in part; the file keeps its last save and the user is told once. Catalog
/// files can no longer make one (ids are at most 128 bytes, issue 21), so routes built in
/// code with absurdly long ids stand in for whatever might one day outgrow the bounds.
@Suite("Oversize sessions", .timeLimit(.minutes(10)))
struct OversizeSessionTests {
    /// 64 routes to categories whose ids are 20,000 characters: a full path of them is about
    /// 2.6 MB. No catalog can hold such ids (the importer refuses them), so the routes are
    /// built in code over a small catalog: a route holds an identifier, not a record.
    static func longRoutes() -> [Route] {
        (0..<64).map {
            Route.category(id: CategoryID("c\($0)-" + String(repeating: "x", count: 20_000)))
        }
    }

    @Test func aSessionTooLargeToReadBackIsNotWrittenAndTheUserIsToldOnce() throws {
        let scratch = try RuntimeScratch()
        let previous = #"{"format":"aisle.navigation","version":1,"path":[{"cart":{}}]}"#
        try scratch.put(previous, at: scratch.session)
        let startup = try scratch.startup()
        var persistence = startup.persistence
        var state = AppState(catalog: startup.state.catalog, cart: startup.state.cart)
        let routes = Self.longRoutes()
        #expect(routes.count == 64)
        state.open(routes)
        persistence.flush(state)
        #expect(Disk.contents(scratch.session) == Array(previous.utf8), "left as it was")
        let failures = persistence.saver.takeFailures()
        #expect(
            failures == [
                "Saved screens not saved: they would be larger than the 1 MiB Aisle reads back; "
                    + "\(scratch.session) keeps the last save"
            ])
        // Back to a small path, the session saves again.
        state.open([routes[0]])
        persistence.flush(state)
        guard case .document(let saved) = SessionDocument.read(Disk.contents(scratch.session) ?? [])
        else { throw TestFailure("the small session was not saved") }
        #expect(saved.path == [routes[0]])
        #expect(persistence.saver.takeFailures().isEmpty)
    }
}
