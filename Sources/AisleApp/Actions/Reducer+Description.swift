import Storefront
import TerminalUI

/// Scrolls the description of the product on display within what its layout shows at `size`
/// (nothing happens where it all fits).
func reduceDescription(_ state: inout AppState, _ action: DescriptionAction, size: Size) {
    guard case .scrolled(let lines) = action, case .product(let id)? = state.screen else { return }
    let layout = ProductScreen(state: state, id: id).layout(in: AppView.body(size))
    let scroll = ListScroll(count: layout.description.count, height: layout.descriptionArea.height)
    let top = scroll.clamped(layout.descriptionTop + lines)
    state.descriptionScroll = top == 0 ? nil : DescriptionScroll(route: .product(id: id), top: top)
}
