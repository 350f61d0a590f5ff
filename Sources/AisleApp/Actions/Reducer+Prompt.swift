import Navigation
import Storefront

/// The bottom-line prompt: opening it, typing, and what Enter does with the text.
func reducePrompt(_ state: inout AppState, _ action: PromptAction) {
    switch action {
    case .searchRequested:
        state.prompt = Prompt(.search)
    case .linkRequested:
        state.prompt = Prompt(.link)
    case .edited(let edit):
        guard var prompt = state.prompt else { return }
        switch edit {
        case .insert(let text):
            if prompt.insert(text) { state.notice = Notice(prompt.fullNotice, tone: .warning) }
        case .deleteBackward: prompt.deleteBackward()
        case .clear: prompt.clear()
        }
        state.prompt = prompt
    case .submitted:
        guard let prompt = state.prompt else { return }
        let text = prompt.text.trimmingWhitespace()
        state.prompt = nil
        switch prompt.purpose {
        case .search: submitSearch(&state, query: text)
        case .link: followLink(&state, text)
        }
    case .cancelled:
        state.prompt = nil
    }
}

private func submitSearch(_ state: inout AppState, query: String) {
    guard !query.isEmpty else { return }
    state.changePath(.push(.search(query: query)))
    let count = state.catalog.shelf(matching: query).count
    state.notice = Notice(Counted.of(count, "product", "products") + " found")
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
    if let problem = state.follow(routes) { state.notice = Notice(problem, tone: .warning) }
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
