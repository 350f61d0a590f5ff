import TerminalUI

/// `m`: the message log over the screen, scrolled like the help.
func reduceLog(_ state: inout AppState, _ action: LogAction, size: Size) {
    switch action {
    case .opened:
        state.logTop = 0
    case .closed:
        state.logTop = nil
    case .scrolled(let move):
        guard let stored = state.logTop else { return }
        let layout = MessageLog.layout(state.messages, in: AppView.body(size))
        state.logTop = layout.scroll.top(from: stored, after: move)
    }
}

extension ListScroll {
    /// The top after `move` from `stored`, counted from what is shown: a top kept from a
    /// smaller terminal is pulled back first. A page is the height less one row of overlap.
    func top(from stored: Int, after move: ListMove) -> Int {
        let top = clamped(stored)
        let page = max(1, height - 1)
        let next: Int
        switch move {
        case .up: next = top - 1
        case .down: next = top + 1
        case .pageUp: next = top - page
        case .pageDown: next = top + page
        case .halfPageUp: next = top - max(1, height / 2)
        case .halfPageDown: next = top + max(1, height / 2)
        case .first: next = 0
        case .last: next = lastTop
        }
        return clamped(next)
    }
}
