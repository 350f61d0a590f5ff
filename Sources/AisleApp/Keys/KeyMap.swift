import TerminalUI

/// Turns a key into an action for what `state` shows, from the binding table: the bindings of
/// the key context first, then those it falls back to; the first that answers wins. Needs no
/// terminal size: the reducer gets that.
public enum KeyMap {
    /// The action for `key`, or `nil` when the key means nothing here.
    public static func action(for key: Key, in state: AppState) -> AppAction? {
        action(for: key, in: KeyContext.of(state))
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
