import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Each frame says where the terminal's cursor goes: the highlighted row's first cell, or the
/// caret of the field being typed in, which screen readers and braille displays follow (issue
/// 30, item 16: the cursor was never there).
@Suite(.timeLimit(.minutes(10)))
struct CursorPlaceTests {
    @Test func theCursorIsOnTheHighlightedRow() throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        for _ in 0..<2 { _ = reduce(&state, .list(.moved(.down)), size: standardSize) }
        let canvas = AppView.render(state, size: standardSize)
        let cursor = try #require(canvas.cursor)
        let highlighted = try #require(canvas.lines.firstIndex { $0.hasPrefix("▸") })
        #expect(cursor == CursorPlace(row: highlighted, column: 0))
    }

    @Test func theCursorIsOnThePromptsCaret() throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        state.prompt = Prompt(.search, text: "bea")
        let canvas = AppView.render(state, size: standardSize)
        let cursor = try #require(canvas.cursor)
        let bottom = standardSize.rows - 1
        #expect(cursor.row == bottom)
        let line = canvas.lines[bottom]
        let typed = try #require(line.range(of: "bea"))
        let caret = DisplayWidth.of(String(line[..<typed.upperBound]))
        #expect(cursor.column == caret, "“\(line)”")
    }

    @Test func theCursorIsOnTheFocusedCheckoutField() throws {
        let state = try CheckoutFixture.state([.cart, .checkout(step: .shipping)])
        let canvas = AppView.render(state, size: standardSize)
        let cursor = try #require(canvas.cursor)
        #expect(canvas[cursor.row, cursor.column].style == .selected, "the caret's cell")
    }

    @Test func anOverlayTakesTheCursorToItsTop() throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        _ = reduce(&state, .help(.opened), size: standardSize)
        let canvas = AppView.render(state, size: standardSize)
        #expect(canvas.cursor == CursorPlace(row: AppView.body(standardSize).row, column: 0))
    }
}
