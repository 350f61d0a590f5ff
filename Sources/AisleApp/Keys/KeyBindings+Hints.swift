extension KeyBindings {
    /// A bottom-line hint with what a click on it does.
    typealias HintedAction = (hint: Binding.Hint, action: AppAction?)

    /// The table's hints for each context, in the table's order, with their bindings' primary
    /// actions: made once, as the table never changes, instead of walking every binding (and
    /// calling its action) on each frame.
    static let hintsByContext: [KeyContext: [HintedAction]] = {
        let hinted = table.flatMap { binding in
            binding.hints.map { (hint: $0, action: binding.primaryAction) }
        }
        return Dictionary(
            uniqueKeysWithValues: KeyContext.allCases.map { context in
                (context, hinted.filter { $0.hint.contexts.contains(context) })
            })
    }()
}
