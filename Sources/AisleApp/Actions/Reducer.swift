import Navigation
import Storefront

/// The one place state changes: applies `action` to `state` and returns the effects the run
/// loop must perform. Pure: no I/O, no clock, no terminal.
public func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    // A notice lives until the next key; actions that have something to say set a new one.
    state.notice = nil
    if state.isShowingHelp, action != .quitRequested {
        state.isShowingHelp = false
        if action == .helpToggled || action == .backRequested { return [] }
    }
    switch action {
    case .selectionMoved(let move, let visibleRows):
        moveSelection(&state, move, visibleRows: visibleRows)
    case .selectionOpened:
        if let route = ScreenItems.destination(
            at: state.position.selected, of: state.screen, in: state)
        {
            go(&state, to: route)
        }
    case .backRequested:
        state.path.pop()
        state.forgetPositionsOffPath()
    case .breadcrumbChosen(let depth):
        state.path.pop(toIndex: depth - 1)
        state.forgetPositionsOffPath()
    case .cartRequested:
        go(&state, to: .cart)
    case .searchRequested:
        state.prompt = Prompt(.search)
    case .linkPromptRequested:
        state.prompt = Prompt(.link)
    case .linkCopyRequested:
        let link = DeepLink.format(state.path.routes)
        state.notice = Notice("Copied \(link)", tone: .success)
        return [.copyToClipboard(link)]
    case .promptEdited, .promptSubmitted, .promptCancelled:
        reducePrompt(&state, action)
    case .addToCartRequested, .quantityIncreased, .quantityDecreased, .lineRemoved:
        reduceCart(&state, action)
    case .checkoutRequested, .ordersRequested, .fieldEdited, .focusMoved, .choiceChanged,
        .choiceTyped, .formSubmitted, .orderPlaced:
        return reduceCheckout(&state, action)
    case .helpToggled:
        state.isShowingHelp = true
    case .quitRequested:
        return [.quit]
    }
    return []
}

/// Navigates to `route` (popping back to it if it is already in the path).
func go(_ state: inout AppState, to route: Route) {
    state.path.push(route)
    state.forgetPositionsOffPath()
}

private func moveSelection(_ state: inout AppState, _ move: ListMove, visibleRows: Int) {
    let count = ScreenItems.count(of: state.screen, in: state)
    let page = max(1, visibleRows - 1)
    let delta: Int
    switch move {
    case .up: delta = -1
    case .down: delta = 1
    case .pageUp: delta = -page
    case .pageDown: delta = page
    case .first: delta = -state.position.selected
    case .last: delta = count
    }
    state.position = state.position.moved(by: delta, count: count, visibleRows: visibleRows)
}

private func reducePrompt(_ state: inout AppState, _ action: AppAction) {
    guard var prompt = state.prompt else { return }
    switch action {
    case .promptEdited(.insert(let text)):
        prompt.text += text
        state.prompt = prompt
    case .promptEdited(.deleteBackward):
        if !prompt.text.isEmpty { prompt.text.removeLast() }
        state.prompt = prompt
    case .promptEdited(.clear):
        prompt.text = ""
        state.prompt = prompt
    case .promptSubmitted:
        let text = prompt.text.trimmingWhitespace()
        state.prompt = nil
        switch prompt.purpose {
        case .search: submitSearch(&state, query: text)
        case .link: followLink(&state, text)
        }
    default:
        state.prompt = nil
    }
}

private func submitSearch(_ state: inout AppState, query: String) {
    guard !query.isEmpty else { return }
    go(&state, to: .search(query: query))
    let count = state.searchResults[query]?.count ?? 0
    state.notice = Notice(count == 1 ? "1 product found" : "\(count) products found")
}

/// `:` then Enter: the link replaces the path, checked like `aisle open` checks it.
private func followLink(_ state: inout AppState, _ text: String) {
    let routes: [Route]
    do {
        routes = try DeepLink.parse(text, allowShortForm: true)
    } catch {
        state.notice = Notice(error.message, tone: .warning)
        return
    }
    let resolver = LinkResolver(validator: state.routeValidator)
    let (resolved, problem) = resolver.resolve(routes)
    state.open(resolved)
    if let problem {
        let total = resolver.canonical(routes).count
        state.notice = Notice(
            LinkNotice.text(opened: resolved.count, of: total, problem), tone: .warning)
    }
}

extension String {
    /// The string without leading and trailing white space (FoundationEssentials has no
    /// `trimmingCharacters(in:)`).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
