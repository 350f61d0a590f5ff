import Navigation
import Storefront
import TerminalUI

/// The bottom-line prompt: opening it, editing, its history, Tab in `:`, and what Enter does
/// with the text.
func reducePrompt(_ state: inout AppState, _ action: PromptAction, size: Size) {
    switch action {
    case .searchRequested:
        // On results the prompt starts with their query, to be refined rather than retyped,
        // or with the "did you mean" they offer.
        guard case .search(let query) = state.screen else {
            state.prompt = Prompt(.search)
            return
        }
        let suggestion = (Screens.current(state) as? SearchScreen)?.suggestion
        state.prompt = Prompt(.search, text: suggestion ?? query)
    case .linkRequested:
        state.prompt = Prompt(.link)
    case .filterRequested:
        // Only a product list has something to filter; elsewhere `/` searches the catalog.
        guard state.listedSource != nil else {
            return reducePrompt(&state, .searchRequested, size: size)
        }
        state.prompt = Prompt(.filter, text: state.position.filter)
    case .edited(let key):
        guard var prompt = state.prompt else { return }
        if prompt.edit(key) { state.notice = Notice(prompt.fullNotice, tone: .warning) }
        state.prompt = prompt
        if prompt.purpose == .filter { ListRefresh.filter(&state, by: prompt.text) }
    case .historyMoved(let step):
        guard var prompt = state.prompt else { return }
        // In a filter ↑/↓ move the highlight through the narrowing list, as in fzf and k9s;
        // Enter then opens that row.
        if prompt.purpose == .filter {
            reduceList(&state, .moved(step > 0 ? .up : .down), size: size)
            prompt.highlightMoved = true
            state.prompt = prompt
            return
        }
        recall(&prompt, step: step, from: state.promptHistory.lines(for: prompt.purpose))
        state.prompt = prompt
        if prompt.purpose == .filter { ListRefresh.filter(&state, by: prompt.text) }
    case .completionRequested:
        guard var prompt = state.prompt, prompt.purpose == .link else { return }
        let text = prompt.text
        let split = text.index(text.startIndex, offsetBy: prompt.field.cursor)
        let outcome = LinkCompletion.complete(String(text[..<split]), in: state)
        prompt.show(outcome.head + text[split...])
        prompt.moveCursor(to: outcome.head.count)
        state.prompt = prompt
        state.notice = outcome.notice.map { Notice($0) }
    case .submitted:
        guard let prompt = state.prompt else { return }
        let text = prompt.text.trimmingWhitespace()
        state.prompt = nil
        state.promptHistory.record(text, for: prompt.purpose)
        switch prompt.purpose {
        case .search: state.search(for: text)
        case .link: followLink(&state, text)
        case .filter:
            ListRefresh.filter(&state, by: text)
            if prompt.highlightMoved { reduceList(&state, .opened, size: size) }
        }
    case .cancelled:
        // Esc on a filter clears it: the whole list again, on the same product.
        if state.prompt?.purpose == .filter { ListRefresh.filter(&state, by: "") }
        state.prompt = nil
    }
}

/// ↑ (`step` 1) shows the next older entry, ↓ (-1) the next newer one, and past the newest the
/// line the user was typing; at either end nothing changes.
private func recall(_ prompt: inout Prompt, step: Int, from lines: [String]) {
    let next = (prompt.recalled ?? -1) + step
    guard next >= -1, next < lines.count else { return }
    if prompt.recalled == nil { prompt.typedLine = prompt.text }
    prompt.recalled = next == -1 ? nil : next
    prompt.show(next == -1 ? prompt.typedLine : lines[next])
}

extension AppState {
    /// A search from results replaces them (nine searches are not nine screens to walk back
    /// through); a query already in the path pops back to it, as going to any screen there
    /// does.
    mutating func search(for query: String) {
        guard !query.isEmpty else { return }
        let search = Route.search(query: query).bounded
        if case .search = screen, !path.routes.contains(search) {
            changePath(.replace(path.routes.dropLast() + [search]))
        } else {
            changePath(.push(search))
        }
        // Where searches take time, the count comes with the answer (`searchFinished`).
        guard !catalog.searchesTakeTime else { return }
        let count = catalog.shelf(matching: query).count
        notice = Notice(Counted.of(count, "product", "products") + " found")
    }

    /// Enter or a click on a list's row: its screen opened above this one, except a search
    /// ("did you mean" on results), which is searched as if typed.
    mutating func openRow(_ route: Route) {
        if case .search(let query) = route {
            search(for: query)
        } else {
            changePath(.push(route))
        }
    }
}

/// `:` then Enter: the link replaces the path, checked like `aisle open` checks it — but only
/// when all of it can be shown. A link that does not resolve leaves the user where they are
/// and says what is wrong (a mistyped id is not a screen that "no longer exists"); opening
/// the valid part is for `aisle open` and restore, where there is nowhere else to be.
private func followLink(_ state: inout AppState, _ text: String) {
    let routes: [Route]
    do {
        routes = try DeepLink.parse(text, allowShortForm: true)
    } catch {
        state.notice = Notice(error.message, tone: .warning)
        return
    }
    let resolver = LinkResolver(validator: state.routeValidator)
    let resolved = resolver.resolve(routes)
    if let problem = resolved.problem {
        state.notice = Notice(LinkNotice.unresolved(problem, in: state), tone: .warning)
        return
    }
    state.open(resolved.routes)
    if let moved = LinkNotice.moved(resolver.moves(in: routes), in: state.catalog) {
        state.notice = Notice(moved)
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
