import AisleApp
import TerminalUI

extension RunLoop {
    /// Applies a mouse event through `MouseMap`; returns whether the user asked to quit (a
    /// click on the "q quit" hint). Clicks on nothing change nothing, the notice included.
    mutating func handle(_ event: MouseEvent, size: Size) -> Bool {
        guard case .press(.left) = event.kind else {
            return MouseMap.action(for: event, in: state, size: size).map {
                perform(reduce(&state, $0, size: size), size: size)
            } ?? false
        }
        let now = clock.now
        if clicks.isSpent(event, now: now) {
            clicks.record(event, now: now, changedScreen: false)
            return false
        }
        let before = (screen: state.screen, help: state.isShowingHelp)
        var quit = false
        if let action = MouseMap.action(for: event, in: state, size: size) {
            quit = perform(reduce(&state, action, size: size), size: size)
        }
        let changed = state.screen != before.screen || state.isShowingHelp != before.help
        clicks.record(event, now: now, changedScreen: changed)
        return quit
    }
}
