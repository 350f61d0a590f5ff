import Navigation
import Storefront

/// `[` and `]` (Alt-← and Alt-→): back and forward through the screens visited, like a
/// browser. The walk itself is not a visit, so it never cuts what is ahead. The entry left
/// keeps its screens' positions, and the entry arrived at shows the highlight, sort and filter
/// each screen had when it was left.
func walkHistory(_ state: inout AppState, by step: Int) {
    var history = state.history
    let left = state.positions
    guard let target = step < 0 ? history.back(leaving: left) : history.forward(leaving: left)
    else {
        state.notice = Notice(step < 0 ? "Nothing further back" : "Nothing further forward")
        return
    }
    // A screen can have gone since it was visited (the cart emptied under a checkout step):
    // the entry keeps what can still be shown.
    let (valid, problem) = state.routeValidator.validPrefix(of: target.routes)
    if problem != nil { history.replaceCurrent(with: valid) }
    state.history = history
    state.changePath(.walk(valid))
    state.positions = [:]
    state.restorePositions(target.positions)
    // Screens without a kept position (an entry from an older session file, or cut by a link)
    // get the row leading up the path, as a link leaves them.
    let screens: [Route?] = [nil] + state.path.routes.map { $0 }
    for (screen, next) in zip(screens, state.path.routes) where state.positions[screen] == nil {
        guard let row = state.row(leadingTo: next, on: screen) else { continue }
        state.positions[screen] = ListPosition(selected: row, top: row)
    }
    if let problem {
        state.notice = Notice("Part of that visit is gone: \(problem)", tone: .warning)
    }
}
