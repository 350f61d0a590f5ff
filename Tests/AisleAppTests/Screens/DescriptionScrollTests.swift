import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A long description on a small terminal scrolls (`J`, `K`, the wheel over it) instead of
/// being cut to one line for good; where it fits nothing moves.
@Suite(.timeLimit(.minutes(10))) struct DescriptionScrollTests {
    static let small = Size(columns: 40, rows: 10)
    static let long = Route.product(id: "p-03")

    static func key(_ character: Character, _ state: inout AppState, size: Size = small) {
        let action = KeyMap.action(for: .character(character), in: state, size: size)
        #expect(action != nil)
        if let action { _ = AisleApp.reduce(&state, action, size: size) }
    }

    @Test func jAndKScrollWithinTheText() throws {
        var state = try ScreenFixture.state([.category(id: "tea"), Self.long])
        #expect(
            AppView.render(state, size: Self.small).lines.contains("  line 1 of 2 · PgDn PgUp g G"))
        Self.key("J", &state)
        ScreenAssertions.assertScreen(
            state, size: Self.small, named: "product-description-scrolled")
        let lines = AppView.render(state, size: Self.small).lines
        #expect(lines.contains { $0.hasPrefix("  ellipsis.") })
        #expect(lines.contains("  line 2 of 2 · PgDn PgUp g G"))
        Self.key("J", &state)
        #expect(state.descriptionScroll?.top == 1, "no further than the last line")
        Self.key("K", &state)
        Self.key("K", &state)
        #expect(state.descriptionScroll == nil)
    }

    @Test func anotherProductStartsAtTheTop() throws {
        var state = try ScreenFixture.state([.category(id: "tea"), Self.long])
        Self.key("J", &state)
        _ = AisleApp.reduce(&state, .list(.moved(.down)), size: Self.small)
        _ = AisleApp.reduce(&state, .list(.opened), size: Self.small)
        guard case .product(let other)? = state.screen, other != "p-03" else {
            Issue.record("another product should be open: \(String(describing: state.screen))")
            return
        }
        let layout = ProductScreen(state: state, id: other).layout(in: AppView.body(Self.small))
        #expect(layout.descriptionTop == 0)
        _ = AisleApp.reduce(&state, .navigation(.backRequested), size: Self.small)
        #expect(
            AppView.render(state, size: Self.small).lines.contains("  line 2 of 2 · PgDn PgUp g G"))
    }

    @Test func whereItFitsNothingMoves() throws {
        var state = try ScreenFixture.state([.category(id: "tea"), Self.long])
        let before = AppView.render(state, size: standardSize).lines
        #expect(!before.contains { $0.contains("PgDn PgUp g G") })
        Self.key("J", &state, size: standardSize)
        #expect(state.descriptionScroll == nil)
        #expect(AppView.render(state, size: standardSize).lines == before)
    }

    @Test func theWheelOverTheDescriptionScrollsIt() throws {
        var state = try ScreenFixture.state([.category(id: "tea"), Self.long])
        let layout = ProductScreen(state: state, id: "p-03").layout(in: AppView.body(Self.small))
        let over = MouseEvent(.wheelDown, row: layout.descriptionArea.row, column: 5)
        let action = MouseMap.action(for: over, in: state, size: Self.small)
        #expect(action == .description(.scrolled(by: 1)))
        if let action { _ = AisleApp.reduce(&state, action, size: Self.small) }
        #expect(state.descriptionScroll?.top == 1)
        let overList = MouseEvent(.wheelDown, row: layout.list.row, column: 5)
        #expect(
            MouseMap.action(for: overList, in: state, size: Self.small)
                == .mouse(.listScrolled(by: 3)))
    }
}
