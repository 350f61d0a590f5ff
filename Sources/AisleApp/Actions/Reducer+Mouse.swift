import Storefront
import TerminalUI

/// Row clicks and the wheel. Geometry comes from the screen's layout at `size`, the same one
/// drawing uses, so a click lands on the row the user sees.
func reduceMouse(_ state: inout AppState, _ action: MouseAction, size: Size) {
    // While help covers the screen only its own scrolling gets here (`Overlay.admits`).
    let screen = Screens.current(state)
    let count = screen.rowCount
    let visibleRows = Screens.listHeight(state, size: size)
    switch action {
    case .rowClicked(let row):
        guard row >= 0, row < count else { return }
        guard row != state.position.selected else {
            if let route = screen.destination(at: row) { state.openRow(route) }
            return
        }
        state.position = state.position.moved(
            by: row - state.position.selected, count: count, visibleRows: visibleRows)
    case .listScrolled(let rows):
        guard count > 0 else { return }
        let scroll = ListScroll(count: count, height: visibleRows)
        let position = state.position
        // From what is on screen, so a wheel turn always moves what the user sees.
        let shown = scroll.top(selected: position.selected, preferred: position.top)
        let top = scroll.clamped(shown + rows)
        // The highlight rides along only as far as it must to stay in view.
        let selected = min(max(position.selected, top), min(count, top + visibleRows) - 1)
        state.position.selected = selected
        state.position.top = top
    case .helpScrolled(let rows):
        guard let stored = state.helpTop else { return }
        let scroll = HelpOverlay.layout(in: AppView.body(size), glyphs: state.glyphs).scroll
        state.helpTop = scroll.clamped(scroll.clamped(stored) + rows)
    }
}
