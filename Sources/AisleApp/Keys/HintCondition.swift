/// When a hint is worth showing beyond its key context: a key that would only say "nothing
/// to do" is not offered.
enum HintCondition: Sendable, Equatable {
    /// Wherever its context is.
    case always
    /// The cart has lines (checkout, quantities, removing).
    case cartHasLines
    /// A removed cart line can be put back.
    case canUndo
    /// The product on display has variants to choose between.
    case productHasVariants

    /// Whether the hint shows with `state` on display.
    func holds(in state: AppState) -> Bool {
        switch self {
        case .always: true
        case .cartHasLines: !state.cart.isEmpty
        case .canUndo: !state.removedLines.isEmpty
        case .productHasVariants:
            if case .product(let id)? = state.screen {
                state.catalog.product(id)?.hasVariants == true
            } else {
                false
            }
        }
    }
}
