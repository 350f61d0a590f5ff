import TerminalUI

/// Keys in a checkout form. Letters are text (or type-ahead on a choice), never shortcuts:
/// only Tab, the arrows that leave a field, Enter and Esc have meanings of their own.
enum FormKeyMap {
    static func action(for key: Key, isChoice: Bool) -> AppAction? {
        switch key {
        case .tab, .down: return .focusMoved(by: 1)
        case .backTab, .up: return .focusMoved(by: -1)
        case .enter: return .formSubmitted
        case .escape: return .backRequested
        default: break
        }
        guard isChoice else { return .fieldEdited(key) }
        switch key {
        case .left: return .choiceChanged(by: -1)
        case .right, .character(" "): return .choiceChanged(by: 1)
        case .character(let letter) where letter.isLetter: return .choiceTyped(letter)
        default: return nil
        }
    }

    /// Whether the focused part of the form on display is a choice rather than text.
    static func focusIsChoice(_ state: AppState) -> Bool {
        switch state.screen {
        case .checkout(.shipping): state.draft.shipping.focus == .country
        case .checkout(.payment): state.draft.payment.focus == .method
        default: false
        }
    }
}
