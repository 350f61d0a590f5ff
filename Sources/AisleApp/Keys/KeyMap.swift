import TerminalUI

/// Turns a key into an action, given the screen on display and the terminal size. A table per
/// context; the first match wins. While a prompt is open, printable keys are text.
public enum KeyMap {
    /// The action for `key`, or `nil` when the key means nothing here.
    public static func action(for key: Key, in state: AppState, size: Size) -> AppAction? {
        if state.prompt != nil { return promptAction(for: key) }
        if case .checkout(let step) = state.screen, step != .review {
            return FormKeyMap.action(for: key, isChoice: FormKeyMap.focusIsChoice(state))
        }
        if case .checkout(.review) = state.screen, key == .enter { return .formSubmitted }
        let rows = AppView.visibleListRows(state, size: size)
        if state.screen == .cart, let action = cartBindings[key] { return action }
        if case .character(let character) = key, let digit = character.wholeNumberValue,
            (1...9).contains(digit)
        {
            return .breadcrumbChosen(depth: digit - 1)
        }
        if let move = moves[key] { return .selectionMoved(move, visibleRows: rows) }
        return bindings[key]
    }

    static let moves: [Key: ListMove] = [
        .up: .up, .character("k"): .up,
        .down: .down, .character("j"): .down,
        .pageUp: .pageUp, .control("b"): .pageUp,
        .pageDown: .pageDown, .control("f"): .pageDown, .character(" "): .pageDown,
        .home: .first, .character("g"): .first,
        .end: .last, .character("G"): .last,
    ]

    static let bindings: [Key: AppAction] = [
        .enter: .selectionOpened, .right: .selectionOpened, .character("l"): .selectionOpened,
        .left: .backRequested, .escape: .backRequested, .backspace: .backRequested,
        .character("h"): .backRequested,
        .character("c"): .cartRequested,
        .character("O"): .ordersRequested,
        .character("/"): .searchRequested,
        .character(":"): .linkPromptRequested,
        .character("y"): .linkCopyRequested,
        .character("a"): .addToCartRequested,
        .character("?"): .helpToggled,
        .character("q"): .quitRequested, .control("c"): .quitRequested,
    ]

    static let cartBindings: [Key: AppAction] = [
        .character("+"): .quantityIncreased, .character("="): .quantityIncreased,
        .character("-"): .quantityDecreased,
        .character("x"): .lineRemoved, .delete: .lineRemoved,
        .enter: .checkoutRequested, .character("o"): .checkoutRequested,
    ]

    static func promptAction(for key: Key) -> AppAction? {
        switch key {
        case .character(let character): .promptEdited(.insert(String(character)))
        case .paste(let text): .promptEdited(.insert(text))
        case .backspace: .promptEdited(.deleteBackward)
        case .control("u"): .promptEdited(.clear)
        case .enter: .promptSubmitted
        case .escape: .promptCancelled
        default: nil
        }
    }
}
