import AisleApp
import TerminalUI

/// The mouse at the desk, as in the storefront: the wheel moves, a click on a row of a list
/// highlights it and a click on the highlighted row opens it; a click on the bottom line's
/// question answers nothing (keys only, so a stray click never ships an order).
public enum DeskMouse {
    /// The action `event` means in `state` on a terminal of `size`, or nil.
    public static func action(for event: MouseEvent, in state: DeskState, size: Size) -> DeskAction?
    {
        guard state.confirming == nil, !state.helpShown, AppView.fits(size) else { return nil }
        switch event.kind {
        case .wheelUp: return .moved(by: -3)
        case .wheelDown: return .moved(by: 3)
        case .press(.left) where event.row == 0:
            // A crumb below the current screen goes back to it, as in the shop.
            guard
                let crumb = DeskView.crumbs(state, width: size.columns).first(where: {
                    $0.columns.contains(event.column)
                }), crumb.depth < state.path.count
            else { return nil }
            return .crumbChosen(depth: crumb.depth)
        case .press(.left):
            guard let list = state.list,
                let index = DeskScreens.listIndex(state, list, row: event.row, size: size)
            else { return nil }
            return .rowClicked(index)
        default: return nil
        }
    }
}
