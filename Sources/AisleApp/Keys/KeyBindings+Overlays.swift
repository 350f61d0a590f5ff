import TerminalUI

/// The bindings of what covers a screen — the prompts, the help, the message log, "terminal
/// too small" — and Ctrl-L, which works everywhere.
extension KeyBindings {
    /// A prompt edits like a checkout field; Ctrl-C cancels it, as in a shell, and never quits.
    static let prompt: [Binding] = [
        bind(
            [.enter], .prompt, .prompt(.submitted),
            "search, go, keep the filter (or open ↑/↓'s row)"),
        bind([.escape, .control("c")], .prompt, .prompt(.cancelled), "close the prompt"),
        repaint(.prompt),
        bind(
            [.up], .prompt, .prompt(.historyMoved(by: 1)),
            "older entries; in a filter, the highlight"),
        bind(
            [.down], .prompt, .prompt(.historyMoved(by: -1)),
            "newer entries; in a filter, the highlight"),
        bind(
            [.tab], .prompt, .prompt(.completionRequested),
            "in a link: complete the screen name or id"),
        Binding(
            keys: .anyOther, context: .prompt, keyNames: "other keys",
            action: { .prompt(.edited($0)) },
            note: "type, paste; ← → Home End ⌫ Del Ctrl-W Alt-B/F Ctrl-←/→",
            hints: []),
    ]

    /// Below the minimum size only quitting works; every other key waits for a bigger window.
    static let tooSmall: [Binding] = [
        bind(
            [.character("q"), .control("c")], .tooSmall, .navigation(.quitRequested),
            "quit (everything is saved)", hints: []),
        repaint(.tooSmall),
    ]

    /// While an order is being placed nothing may change the checkout under it; Ctrl-C still
    /// quits (the order is placed or refused first, and the session saved with the answer).
    static let placingOrder: [Binding] = [
        bind(
            [.control("c")], .placingOrder, .navigation(.quitRequested),
            "quit once the order is placed or refused", hints: []),
        repaint(.placingOrder),
    ]

    /// Ctrl-L works everywhere: the run loop paints the whole screen again.
    static func repaint(_ context: KeyContext) -> Binding {
        bind([.control("l")], context, .system(.repaintRequested), "paint the whole screen again")
    }

    /// The message log scrolls with the movement keys, as the help does.
    static let log: [Binding] =
        [
            bind(
                [.character("m"), .character("q"), .escape], .messages, .log(.closed),
                "close the message log",
                hints: [hint("m", "close log", [.messages], priority: .quit)]),
            bind(
                [.control("c")], .messages, .navigation(.quitRequested),
                "quit (everything is saved)"),
            repaint(.messages),
        ]
        + movementKeys.map {
            bind(
                $0.keys, .messages, .log(.scrolled($0.move)), $0.help,
                hints: $0.move == .down ? [hint("↑ ↓", "scroll", [.messages])] : [])
        }

    static let help: [Binding] =
        [
            bind(
                [.character("?"), .character("q"), .escape, .function(1)], .help,
                .help(.closed), "close the help",
                hints: [hint("?", "close help", [.help], priority: .quit)]),
            bind([.control("c")], .help, .navigation(.quitRequested), "quit (everything is saved)"),
            repaint(.help),
        ]
        + movementKeys.map {
            bind(
                $0.keys, .help, .help(.scrolled($0.move)), $0.help,
                hints: $0.move == .down ? [hint("↑ ↓", "scroll", [.help])] : [])
        }
}
