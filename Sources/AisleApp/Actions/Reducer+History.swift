import Navigation
import Storefront

/// `[` and `]` (Alt-← and Alt-→): back and forward through the screens visited, like a
/// browser. The walk itself is not a visit, so it never cuts what is ahead.
func walkHistory(_ state: inout AppState, by step: Int) {
    var history = state.history
    guard let target = step < 0 ? history.back() : history.forward() else {
        state.notice = Notice(step < 0 ? "Nothing further back" : "Nothing further forward")
        return
    }
    // A screen can have gone since it was visited (the cart emptied under a checkout step):
    // the entry keeps what can still be shown.
    let (valid, problem) = state.routeValidator.validPrefix(of: target)
    if problem != nil { history.replaceCurrent(with: valid) }
    state.history = history
    state.changePath(.walk(valid))
    // Screens that left the path lost their highlight: each gets the row leading up the path,
    // as a link leaves them.
    let screens: [Route?] = [nil] + state.path.routes.map { $0 }
    for (screen, next) in zip(screens, state.path.routes) where state.positions[screen] == nil {
        guard let row = state.row(leadingTo: next, on: screen) else { continue }
        state.positions[screen] = ListPosition(selected: row, top: row)
    }
    if let problem {
        state.notice = Notice("Part of that visit is gone: \(problem)", tone: .warning)
    }
}
