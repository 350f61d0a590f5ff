/// What covers the screen and takes the input while it is open. Keys, clicks and actions
/// the reducer is handed all go through `admits`: the one rule of what an overlay lets
/// through, so none can let a key through that a click cannot, or the reverse.
public enum Overlay: Hashable, Sendable, CaseIterable {
    /// An order is being placed: nothing may change the checkout under it until the database
    /// answers.
    case placingOrder
    /// The key help.
    case help
    /// The message log.
    case log
    /// The search, filter or link prompt.
    case prompt

    /// The key context its keys are looked up in (its own bindings only, no fallback).
    var keyContext: KeyContext {
        switch self {
        case .placingOrder: .placingOrder
        case .help: .help
        case .log: .messages
        case .prompt: .prompt
        }
    }

    /// Whether `action` may act while this overlay is open: the run loop's reports (the
    /// database's answers among them, which must land whatever is open), quitting, and the
    /// overlay's own actions. Everything else would act on the screen under it.
    public func admits(_ action: AppAction) -> Bool {
        if case .system = action { return true }
        if action.isAnswer || action == .navigation(.quitRequested) { return true }
        switch (self, action) {
        case (.help, .help), (.help, .mouse(.helpScrolled)): return true
        case (.log, .log): return true
        case (.prompt, .prompt): return true
        default: return false
        }
    }

    /// `action` if whatever `state` has open lets it through, else `nil`: used by `KeyMap`,
    /// `MouseMap` and `reduce` alike.
    static func route(_ action: AppAction?, in state: AppState) -> AppAction? {
        guard let action, let overlay = state.overlay else { return action }
        return overlay.admits(action) ? action : nil
    }
}

extension AppState {
    /// What covers the screen, computed from what is open so it has no state of its own to
    /// fall out of step: an order being placed first, then the help, the log, the prompt.
    public var overlay: Overlay? {
        if placingOrder != nil { return .placingOrder }
        if isShowingHelp { return .help }
        if isShowingLog { return .log }
        if prompt != nil { return .prompt }
        return nil
    }
}
