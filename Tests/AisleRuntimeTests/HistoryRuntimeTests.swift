import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// The history of screens visited through the real loop: walked with `[` and `]`, saved on
/// quit, back after a relaunch, and listed by `aisle session`.
@Suite(.timeLimit(.minutes(10))) struct HistoryRuntimeTests {
    static var frame: TestTerminal.Step { .pause(.milliseconds(1)) }

    @Test func theHistorySurvivesARelaunchAndIsListed() throws {
        let scratch = try RuntimeScratch()
        // Home → Tea Room → Sencha Green, then breadcrumb 1: both stay ahead.
        _ = scratch.run(
            try scratch.startup(),
            [.key(.enter), Self.frame, .key(.enter), Self.frame, .key(.character("1")), .quit])
        let startup = try scratch.startup()
        #expect(startup.state.path.routes == [])
        let summary = SessionSummary.lines(for: startup.state, persistence: startup.persistence)
        #expect(summary.contains("History ([ back, ] forward; > is on display):"), "\(summary)")
        #expect(summary.contains(" > 1. aisle://"))
        #expect(summary.contains("   3. aisle://category/tea/product/t-1"))
        let (_, loop, terminal) = scratch.run(
            startup,
            [
                .key(.character("]")), Self.frame, .key(.altRight), Self.frame, .key(.altLeft),
                Self.frame,
            ])
        #expect(terminal.frames[2].contains { $0.contains("Sencha Green") })
        #expect(loop.state.path.routes == [.category(id: "tea")])
    }

    @Test func aFirstRunListsOnlyThisScreen() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        let summary = SessionSummary.lines(for: startup.state, persistence: startup.persistence)
        #expect(summary.contains("History: only this screen"))
    }
}
