import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import TestSupport
import Testing

/// `--fresh` starts at Home and forgets nothing (README, "To forget things"): the prompts'
/// history and the visits `[` walks come back, and are saved again at quit (issue 30, item 13:
/// a fresh start saved over them).
@Suite(.timeLimit(.minutes(10)))
struct FreshStartTests {
    static let size = Size(columns: 80, rows: 24)

    @Test func aFreshStartKeepsThePromptAndVisitHistories() throws {
        let scratch = try RuntimeScratch()
        var first = try scratch.startup()
        first.state.promptHistory.record("matcha", for: .search)
        _ = reduce(&first.state, .navigation(.cartRequested), size: Self.size)
        first.persistence.flush(first.state)
        first.persistence.drain()

        var fresh = try scratch.startup(.fresh)
        #expect(fresh.state.screen == nil, "Home")
        #expect(fresh.state.promptHistory.lines(for: .search) == ["matcha"])
        #expect(fresh.state.history.entries.contains([.cart]), "\(fresh.state.history.entries)")
        #expect(fresh.state.history.current == [], "Home is the latest visit")
        _ = reduce(&fresh.state, .navigation(.historyWalked(by: -1)), size: Self.size)
        #expect(fresh.state.screen == .cart, "[ goes back to where the last run was")

        // And saved again: a second fresh start still has them.
        fresh.persistence.flush(fresh.state)
        fresh.persistence.drain()
        let again = try scratch.startup(.fresh)
        #expect(again.state.promptHistory.lines(for: .search) == ["matcha"])
    }
}
