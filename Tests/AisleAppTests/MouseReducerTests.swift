import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// What row clicks and the wheel do to the state: highlight, open, scroll with the highlight
/// kept in view, by the page the screen shows at the size given.
@Suite(.timeLimit(.minutes(10))) struct MouseReducerTests {
    static let tea = Route.category(id: "tea")
    static let small = Size(columns: 40, rows: 10)

    @Test func aClickHighlightsAndASecondClickOpens() throws {
        var state = try ScreenFixture.state([Self.tea])
        _ = AisleApp.reduce(&state, .mouse(.rowClicked(3)), size: standardSize)
        #expect(state.position.selected == 3)
        #expect(state.screen == Self.tea)
        _ = AisleApp.reduce(&state, .mouse(.rowClicked(3)), size: standardSize)
        #expect(state.screen == .product(id: "p-04"))
    }

    @Test func aClickOutsideTheRowsDoesNothing() throws {
        var state = try ScreenFixture.state([Self.tea])
        let before = state
        _ = AisleApp.reduce(&state, .mouse(.rowClicked(26)), size: standardSize)
        _ = AisleApp.reduce(&state, .mouse(.rowClicked(-1)), size: standardSize)
        #expect(state == before)
    }

    /// The wheel moves what is shown; the highlight moves only as far as it must to stay on
    /// screen, and the list never scrolls past its ends.
    @Test func theWheelScrollsAndKeepsTheHighlightInView() throws {
        var state = try ScreenFixture.state([Self.tea])
        let height = Screens.listHeight(state, size: Self.small)
        _ = AisleApp.reduce(&state, .mouse(.listScrolled(by: 3)), size: Self.small)
        #expect(state.position.top == 3)
        #expect(state.position.selected == 3)
        _ = AisleApp.reduce(&state, .list(.moved(.down)), size: Self.small)
        _ = AisleApp.reduce(&state, .mouse(.listScrolled(by: -3)), size: Self.small)
        #expect(state.position.top == 0)
        #expect(state.position.selected == min(4, height - 1))
        for _ in 0..<20 {
            _ = AisleApp.reduce(&state, .mouse(.listScrolled(by: 3)), size: Self.small)
        }
        #expect(state.position.top == 26 - height)
        #expect(state.position.selected == 26 - height)
        _ = AisleApp.reduce(&state, .mouse(.listScrolled(by: -30)), size: Self.small)
        #expect(state.position.top == 0)
        #expect(state.position.selected == height - 1)
    }

    /// The wheel over the help scrolls it; nothing else works while it is open.
    @Test func helpScrollsAndBlocksTheRest() throws {
        var state = try ScreenFixture.state([Self.tea])
        _ = AisleApp.reduce(&state, .help(.opened), size: Self.small)
        _ = AisleApp.reduce(&state, .mouse(.helpScrolled(by: 3)), size: Self.small)
        #expect(state.helpTop == 3)
        _ = AisleApp.reduce(&state, .mouse(.helpScrolled(by: -30)), size: Self.small)
        #expect(state.helpTop == 0)
        _ = AisleApp.reduce(&state, .mouse(.helpScrolled(by: 10_000)), size: Self.small)
        let scroll = HelpOverlay.layout(in: AppView.body(Self.small)).scroll
        #expect(state.helpTop == scroll.lastTop)
        _ = AisleApp.reduce(&state, .mouse(.rowClicked(2)), size: Self.small)
        _ = AisleApp.reduce(&state, .mouse(.listScrolled(by: 3)), size: Self.small)
        #expect(state.position == ListPosition())
    }
}
