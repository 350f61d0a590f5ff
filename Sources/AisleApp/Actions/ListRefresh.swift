import Storefront

/// A product list's order or filter changed: the list is asked for again, and the highlight
/// stays on the product it was on when the new list still holds it (else the first row).
enum ListRefresh {
    /// `s`: the next order, with a notice naming it.
    static func cycleOrder(_ state: inout AppState) {
        guard state.listedSource != nil else { return }
        let order = state.position.order.next
        relist(&state) { $0.order = order }
        state.notice = Notice("Sorted by \(order.label)")
    }

    /// The filter set to `text` (trimmed; empty shows everything).
    static func filter(_ state: inout AppState, by text: String) {
        let words = text.trimmingWhitespace()
        guard state.listedSource != nil, words != state.position.filter else { return }
        relist(&state) { $0.filter = words }
    }

    private static func relist(_ state: inout AppState, _ change: (inout ListPosition) -> Void) {
        guard let source = state.listedSource else { return }
        let screen = state.screen
        let before = Screens.current(state).product(at: state.position.selected)
        change(&state.position)
        // A search that takes time is worked out off the screen's thread (`followSearch`):
        // the highlight goes to the top rather than wait for the new list here.
        var row = 0
        if state.slowSearchOnScreen == nil {
            let after = state.shelf(source, on: screen)
            let leading = (Screens.current(state) as? any ProductListScreen)?.leadingRows ?? 0
            row = before.flatMap(after.index(of:)).map { $0 + leading } ?? 0
        }
        let shift = row - state.position.selected
        state.position.selected = row
        // The highlighted product keeps its place on screen where it can.
        state.position.top = max(0, state.position.top + shift)
    }
}
