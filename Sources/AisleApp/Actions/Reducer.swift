import Navigation
import Storefront
import TerminalUI

/// The one place state changes: applies `action` to `state`, the terminal being `size` (an
/// argument, never state: the page of PgUp/PgDn comes from the screen's layout at this size),
/// and returns the effects the run loop must perform. Pure: no I/O, no clock, no terminal.
public func reduce(_ state: inout AppState, _ action: AppAction, size: Size) -> [Effect] {
    // The rules every action obeys, whatever it is and even when an overlay stops it: see
    // `ReducerRules`, where each is named and said why.
    let before = ReducerRules.beforeAction(&state, action)
    let address = state.draft.shipping.typed
    let effects = reduceAction(&state, action, size: size)
    ReducerRules.afterAction(&state, action, since: before)
    return effects + AddressKeeping.effects(state, typedBefore: address, action: action)
        + ReducerRules.followSearch(&state)
}

private func reduceAction(_ state: inout AppState, _ action: AppAction, size: Size) -> [Effect] {
    // An overlay (an order being placed, help, the log, a prompt) lets through only its own
    // actions, the run loop's reports and quitting: the same rule keys and clicks were
    // routed by, here for actions handed in directly.
    guard let action = Overlay.route(action, in: state) else { return [] }
    switch action {
    case .list(let list): reduceList(&state, list, size: size)
    case .navigation(let navigation): return reduceNavigation(&state, navigation)
    case .prompt(let prompt): reducePrompt(&state, prompt, size: size)
    case .cart(let cart): return reduceCart(&state, cart)
    case .form(let form): reduceForm(&state, form)
    case .checkout(let checkout): return reduceCheckout(&state, checkout)
    case .help(let help): reduceHelp(&state, help, size: size)
    case .log(let log): reduceLog(&state, log, size: size)
    case .system(let system): return reduceSystem(&state, system)
    case .mouse(let mouse): reduceMouse(&state, mouse, size: size)
    case .description(let description): reduceDescription(&state, description, size: size)
    }
    return []
}

func reduceList(_ state: inout AppState, _ action: ListAction, size: Size) {
    let screen = Screens.current(state)
    if action == .moved(.up), OptionReducer.enter(&state) { return }
    switch action {
    case .moved(let move):
        let count = screen.rowCount
        let visibleRows = Screens.listHeight(state, size: size)
        let page = max(1, visibleRows - 1)
        let delta: Int
        switch move {
        case .up: delta = -1
        case .down: delta = 1
        case .pageUp: delta = -page
        case .pageDown: delta = page
        case .halfPageUp: delta = -max(1, visibleRows / 2)
        case .halfPageDown: delta = max(1, visibleRows / 2)
        case .first: delta = -state.position.selected
        case .last: delta = count
        }
        state.position = state.position.moved(by: delta, count: count, visibleRows: visibleRows)
    case .opened:
        if let route = screen.destination(at: state.position.selected) { state.openRow(route) }
    case .sortCycled:
        ListRefresh.cycleOrder(&state)
    case .escapePressed:
        // A kept filter is undone before the screen is left, as the empty list's text promises.
        if state.position.filter.isEmpty {
            state.changePath(.pop)
        } else {
            ListRefresh.filter(&state, by: "")
        }
    }
}

private func reduceNavigation(_ state: inout AppState, _ action: NavigationAction) -> [Effect] {
    switch action {
    case .backRequested:
        state.changePath(.pop)
    case .breadcrumbChosen(let depth):
        state.changePath(.popTo(depth: depth))
    case .historyWalked(let step):
        walkHistory(&state, by: step)
    case .cartRequested:
        state.changePath(.push(.cart))
    case .ordersRequested:
        state.changePath(.push(.orders))
    case .linkCopyRequested:
        let link = state.link
        // OSC 52 gets no answer: the terminal may have ignored it, so no success is claimed.
        state.notice = Notice(LinkNotice.sent(link))
        return [.copyToClipboard(link)]
    case .quitRequested:
        return [.quit]
    }
    return []
}

private func reduceHelp(_ state: inout AppState, _ action: HelpAction, size: Size) {
    switch action {
    case .opened:
        state.helpTop = 0
    case .closed:
        state.helpTop = nil
    case .scrolled(let move):
        guard let stored = state.helpTop else { return }
        state.helpTop = HelpOverlay.layout(in: AppView.body(size), glyphs: state.glyphs).scroll.top(
            from: stored, after: move)
    }
}

private func reduceSystem(_ state: inout AppState, _ action: SystemAction) -> [Effect] {
    switch action {
    case .launched(let notices):
        guard !notices.isEmpty else { return [] }
        state.notice = Notice(notices.joined(separator: " · "), tone: .warning)
    case .unboundKeyPressed:
        break  // The notice is gone; that is all an unbound key does.
    case .repaintRequested:
        return [.repaint]
    case .saveFailed(let message):
        state.notice = Notice(message, tone: .warning)
    case .userDataChanged(let cart, let orders):
        return adoptUserData(&state, cart: cart, orders: orders)
    case .savedAddressChanged(let address):
        adoptAddress(&state, address)
    case .unitsOrdered(let units):
        state.catalog = state.catalog.ordering(units)
    case .monthBegan(let month):
        state.today = month
    case .searchFirstPage(let list, _):
        if state.searches.running == list { state.searches.firstPage = list }
    case .searchFinished(let list, let found):
        state.searches.finish(list)
        if let found, case .search(let query) = state.screen, list.filter == nil,
            list.source == .search(SearchQuery(query))
        {
            state.notice = Notice(Counted.of(found, "product", "products") + " found")
        }
    }
    return []
}

extension AppAction {
    /// Whether this is the run loop reporting what the user's database did, not something the
    /// user did.
    var isAnswer: Bool {
        switch self {
        case .system(.userDataChanged), .system(.savedAddressChanged), .system(.saveFailed),
            .system(.unitsOrdered), .system(.searchFinished), .system(.searchFirstPage),
            .checkout(.orderPlaced),
            .checkout(.orderRefused), .checkout(.orderUnconfirmed),
            .checkout(.orderResolved), .checkout(.orderKeysPlaced):
            true
        default: false
        }
    }
}
