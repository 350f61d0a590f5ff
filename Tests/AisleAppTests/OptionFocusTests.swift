import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// One option at a time on a product page: ↑ from the list's first row reaches the option
/// rows, ↑/↓ move between them, ←/→ change only the focused option's value (issue 30, item 15:
/// `v` stepped through every combination where one option at a time was expected).
@Suite(.timeLimit(.minutes(10)))
struct OptionFocusTests {
    static let size = Size(columns: 80, rows: 24)

    static func press(_ key: Key, _ state: inout AppState) {
        let action = KeyMap.action(for: key, in: state, size: size)
        #expect(action != nil, "\(key) does something")
        if let action { _ = reduce(&state, action, size: size) }
    }

    @Test func arrowsChooseOneOptionAtATime() throws {
        var state = AppState(
            catalog: try Fixtures.variantCatalog(), path: RoutePath([.product(id: Fixtures.tee)]))
        let tee = try #require(state.catalog.product(Fixtures.tee))
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeSmallBlack)
        Self.press(.up, &state)
        #expect(state.optionFocus == OptionFocus(product: Fixtures.tee, option: 1), "Colour")
        #expect(
            KeyMap.action(for: .left, in: state, size: Self.size) != .navigation(.backRequested))
        let rows = AppView.render(state, size: Self.size).lines
        #expect(rows.contains { $0.hasPrefix("▸ Colour") }, "\(rows)")
        #expect(!rows.contains { $0.hasPrefix("▸ Sold by") }, "the list shows no highlight")
        // Blue keeps Size where it can: S / Blue is not sold, so the first Blue in stock.
        Self.press(.right, &state)
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeMediumBlue)
        Self.press(.up, &state)
        #expect(state.optionFocus?.option == 0, "Size")
        Self.press(.right, &state)
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeLargeBlue, "L, Blue kept")
        Self.press(.left, &state)
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeMediumBlue, "M, Blue kept")
        #expect(state.screen == .product(id: Fixtures.tee), "← chose; it did not go back")
        Self.press(.down, &state)
        Self.press(.down, &state)
        #expect(state.optionFocus == nil, "below the last option, the list again")
        Self.press(.up, &state)
        Self.press(.escape, &state)
        #expect(state.optionFocus == nil)
        #expect(state.screen == .product(id: Fixtures.tee), "Esc left the options only")
        Self.press(.left, &state)
        #expect(state.screen != .product(id: Fixtures.tee), "← goes back again")
    }

    @Test func aProductWithoutOptionsMovesItsListAsBefore() throws {
        var state = try TestCatalog.state([.product(id: TestCatalog.beans)])
        Self.press(.up, &state)
        #expect(state.optionFocus == nil)
    }
}
