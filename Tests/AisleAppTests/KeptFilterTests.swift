import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A filter kept with Enter shows in the heading, the first Esc clears it and the next goes
/// back; while typing, ↑/↓ move the highlight and Enter opens that row (issue 19, item 2).
@Suite("A kept filter", .timeLimit(.minutes(10)))
struct KeptFilterTests {
    static let kitchen = ListSortFilterTests.kitchen

    static func press(_ keys: [Key], _ state: inout AppState) {
        ListSortFilterTests.press(keys, &state)
    }

    @Test func theFirstEscClearsAKeptFilterTheNextGoesBack() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("/"), .character("m"), .character("i"), .enter], &state)
        #expect(state.position.filter == "mi")
        Self.press([.escape], &state)
        #expect(state.screen == Self.kitchen, "still on the list")
        #expect(state.position.filter == "")
        #expect(ListSortFilterTests.listed(state).count == 4)
        Self.press([.escape], &state)
        #expect(state.screen != Self.kitchen, "back")
    }

    @Test func theHeadingNamesTheKeptFilter() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("/"), .character("m"), .character("i"), .enter], &state)
        let rows = AppView.render(state, size: Size(columns: 80, rows: 24)).lines
        #expect(rows.contains { $0.contains("filter: mi · 1 of 4") }, "\(rows)")
    }

    @Test func arrowsWhileTypingMoveTheHighlightAndEnterOpensIt() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("/")] + "north".map { .character($0) }, &state)
        let listed = ListSortFilterTests.listed(state)
        try #require(listed.count >= 2)
        Self.press([.down], &state)
        #expect(state.prompt?.text == "north", "the arrows leave the typed filter alone")
        #expect(state.position.selected == 1)
        Self.press([.up, .down], &state)
        #expect(state.position.selected == 1)
        Self.press([.enter], &state)
        #expect(state.prompt == nil)
        #expect(state.screen == .product(id: listed[1]))
        #expect(state.positions[Self.kitchen]?.filter == "north", "the list keeps its filter")
    }
}
