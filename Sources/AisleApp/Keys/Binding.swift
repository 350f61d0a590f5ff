import TerminalUI

/// One line of the binding table, like tmux's `bind -N`: the keys, where they work, what they
/// do, the note the help shows, and the hints the bottom line shows.
struct Binding: Sendable {
    /// Which keys a binding answers.
    enum Keys: Sendable {
        /// These keys.
        case keys([Key])
        /// The digits 1 to 9.
        case digits
        /// Letters.
        case letters
        /// Printable text, typed or pasted.
        case text
        /// Any key no earlier binding answered (a text field edits with them).
        case anyOther
    }

    /// What a hint on the bottom line says.
    enum HintLabel: Sendable, Equatable {
        /// Fixed words.
        case text(String)
        /// Where Back leads, cut to `width`; `fallback` when there is nowhere.
        case back(width: Int, fallback: String?)
    }

    /// A hint on the bottom line, in the contexts listed.
    struct Hint: Sendable {
        /// How the keys read on the bottom line ("+/-" stands for two bindings).
        var keys: String
        var label: HintLabel
        /// Where the hint shows.
        var contexts: Set<KeyContext>
        /// What must hold for the hint to show (no "checkout" in an empty cart).
        var condition: HintCondition = .always
        /// How long it stays when the line is narrow.
        var priority: HintPriority = .normal
    }

    var keys: Keys
    /// Where the keys mean this (and in the contexts that fall back to it).
    var context: KeyContext
    /// How the keys read in the help: "↑ k".
    var keyNames: String
    /// The action for a key this binding answers.
    var action: @Sendable (Key) -> AppAction?
    /// What the help says about it.
    var note: String
    /// Its hints on the bottom line, in the table's order.
    var hints: [Hint]

    /// The action of its first listed key, which a click on its hint runs; `nil` for bindings
    /// answering a class of keys (digits, text).
    var primaryAction: AppAction? {
        guard case .keys(let keys) = keys, let first = keys.first else { return nil }
        return action(first)
    }

    /// Whether this binding answers `key`.
    func answers(_ key: Key) -> Bool {
        switch keys {
        case .keys(let keys): return keys.contains(key)
        case .digits:
            guard case .character(let c) = key, let digit = c.wholeNumberValue else { return false }
            return (1...9).contains(digit)
        case .letters:
            guard case .character(let c) = key else { return false }
            return c.isLetter
        case .text:
            switch key {
            case .character, .paste: return true
            default: return false
            }
        case .anyOther: return true
        }
    }
}
