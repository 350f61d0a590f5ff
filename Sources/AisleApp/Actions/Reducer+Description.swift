import Storefront
import TerminalUI

/// Scrolls the description of the product on display within what its layout shows at `size`
/// (nothing happens where it all fits); a page or jump key that finds the description whole
/// moves the list below it instead, as it does on every list.
func reduceDescription(_ state: inout AppState, _ action: DescriptionAction, size: Size) {
    guard case .product(let id)? = state.screen else { return }
    let layout = ProductScreen(state: state, id: id).layout(in: AppView.body(size))
    let height = layout.descriptionArea.height
    let scroll = ListScroll(count: layout.description.count, height: height)
    let wanted: Int
    switch action {
    case .scrolled(let lines): wanted = layout.descriptionTop + lines
    case .moved(let move):
        guard layout.descriptionScrolls else {
            reduceList(&state, .moved(move), size: size)
            return
        }
        switch move {
        case .up: wanted = layout.descriptionTop - 1
        case .down: wanted = layout.descriptionTop + 1
        case .pageUp: wanted = layout.descriptionTop - max(1, height - 1)
        case .pageDown: wanted = layout.descriptionTop + max(1, height - 1)
        case .halfPageUp: wanted = layout.descriptionTop - max(1, height / 2)
        case .halfPageDown: wanted = layout.descriptionTop + max(1, height / 2)
        case .first: wanted = 0
        case .last: wanted = layout.description.count
        }
    }
    let top = scroll.clamped(wanted)
    state.descriptionScroll = top == 0 ? nil : DescriptionScroll(route: .product(id: id), top: top)
}
