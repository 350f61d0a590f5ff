import AisleApp
import TerminalUI

/// The terminal reducer tests imagine unless they are about paging.
let standardSize = Size(columns: 80, rows: 24)

/// `reduce` at the standard size: most actions do not depend on the size at all.
func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    AisleApp.reduce(&state, action, size: standardSize)
}
