import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A click on a focused choice's `‹` or `›` chooses, as ← and → do (issue 30, item 15: the
/// country and the payment method ignored the mouse). At 80×24 and 40×10.
@Suite(.timeLimit(.minutes(10)))
struct ChoiceClickTests {
    static func checkout(_ size: Size) throws -> AppState {
        var state = try ScreenFixture.state([.cart], cart: [CartLine(product: "p-01", quantity: 1)])
        _ = AisleApp.reduce(&state, .cart(.checkoutRequested), size: size)
        return state
    }

    /// Where `text` is drawn on the row that also shows `label`.
    static func locate(_ text: String, onRowOf label: String, in state: AppState, size: Size)
        -> (row: Int, column: Int)?
    {
        for (row, line) in AppView.render(state, size: size).lines.enumerated()
        where line.contains(label) {
            if let range = line.range(of: text) {
                return (row, DisplayWidth.of(String(line[..<range.lowerBound])))
            }
        }
        return nil
    }

    @Test(arguments: MouseHitTests.sizes)
    func theCountryIsChosenByClicks(size: Size) throws {
        var state = try Self.checkout(size)
        _ = AisleApp.reduce(&state, .form(.focusMoved(by: 5)), size: size)
        #expect(state.draft.shipping.focus == .country)
        // On the text (at 40 columns the `›` may be cut off): the next country.
        let next = try #require(Self.locate("‹", onRowOf: "Country", in: state, size: size))
        let click = MouseEvent(.press(.left), row: next.row, column: next.column + 2)
        let action = MouseMap.action(for: click, in: state, size: size)
        #expect(action == .form(.choiceChanged(by: 1)))
        if let action { _ = AisleApp.reduce(&state, action, size: size) }
        let chosen = try #require(state.draft.shipping.country)
        _ = AisleApp.reduce(&state, .form(.choiceChanged(by: 1)), size: size)
        let back = try #require(Self.locate("‹", onRowOf: "Country", in: state, size: size))
        let previous = MouseMap.action(
            for: MouseEvent(.press(.left), row: back.row, column: back.column), in: state,
            size: size)
        #expect(previous == .form(.choiceChanged(by: -1)))
        if let previous { _ = AisleApp.reduce(&state, previous, size: size) }
        #expect(state.draft.shipping.country == chosen)
    }

    @Test(arguments: MouseHitTests.sizes)
    func thePaymentMethodIsChosenByAClick(size: Size) throws {
        var state = try Self.checkout(size)
        state.draft.shipping = CheckoutFixture.shipping()
        _ = AisleApp.reduce(&state, .form(.submitted), size: size)
        #expect(state.screen == .checkout(step: .payment))
        let method = state.draft.payment.method
        let label = try #require(MouseHitTests.locate(method.label, in: state, size: size))
        let action = MouseMap.action(
            for: MouseEvent(.press(.left), row: label.row, column: label.column), in: state,
            size: size)
        #expect(action == .form(.choiceChanged(by: 1)))
        if let action { _ = AisleApp.reduce(&state, action, size: size) }
        #expect(state.draft.payment.method != method)
    }
}
