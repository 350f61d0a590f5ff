import TerminalUI

/// Turns a key into an action for what is on display, from the binding table: the bindings of
/// the key context first, then those it falls back to; the first that answers wins. The size
/// only tells whether a screen is on display at all (below the minimum, "terminal too small"
/// covers it and only quitting works); page heights are the reducer's business.
public enum KeyMap {
    /// The action for `key` with `state` on display in a terminal of `size`, or `nil` when the
    /// key means nothing there. What an overlay does not let through is nothing, whatever the
    /// table says (`Overlay.route`, as for clicks and in the reducer).
    public static func action(for key: Key, in state: AppState, size: Size) -> AppAction? {
        Overlay.route(
            action(for: key, in: AppView.fits(size) ? KeyContext.of(state) : .tooSmall), in: state)
    }

    /// The action for `key` in `context`.
    static func action(for key: Key, in context: KeyContext) -> AppAction? {
        binding(for: key, in: context)?.action(key)
    }

    /// The binding that answers `key` in `context`.
    static func binding(for key: Key, in context: KeyContext) -> Binding? {
        for layer in context.chain {
            for binding in KeyBindings.table where binding.context == layer {
                if binding.answers(key) { return binding }
            }
        }
        return nil
    }
}
