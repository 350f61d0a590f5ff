import Storefront

/// A restored product screen whose price or stock changed since the last visit says so the
/// first time it is on display — at launch for the screen on top, on Back, a breadcrumb or a
/// walk through the history for those below — and never again. A product that leaves the path
/// unseen is forgotten with it.
func tellUntoldChanges(_ state: inout AppState) {
    guard !state.untoldChanges.isEmpty else { return }
    let onPath = Set(
        state.path.routes.compactMap { route -> ProductID? in
            guard case .product(let id) = route else { return nil }
            return id
        })
    state.untoldChanges = state.untoldChanges.filter { onPath.contains($0.key) }
    guard case .product(let id)? = state.screen, let was = state.untoldChanges[id] else { return }
    state.untoldChanges[id] = nil
    guard let product = state.catalog.product(id),
        let change = ProductChange.notice(
            was: was, now: product, currency: state.catalog.currency)
    else { return }
    // Said after whatever the action had to say (the launch's notices, a walk's).
    if let said = state.notice {
        let tone = change.tone == .warning ? .warning : said.tone
        state.notice = Notice(said.text + " · " + change.text, tone: tone)
    } else {
        state.notice = change
    }
}
