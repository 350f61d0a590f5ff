import Storefront

/// A product's options one at a time: ↑ from the first row of the page's list reaches the
/// option rows above it, ↑/↓ move between them (↓ from the last goes back to the list), and
/// ←/→ choose the focused option's previous or next value, keeping the others where a variant
/// has them (`Product.variant(choosing:forOption:from:)`). `v` still steps through every
/// variant in the catalog's order.
enum OptionReducer {
    /// `↑` on the page of a product with options, its list's first row highlighted: the last
    /// option takes the keys. False (nothing done) anywhere else.
    static func enter(_ state: inout AppState) -> Bool {
        guard case .product(let id) = state.screen, state.position.selected == 0,
            state.focusedOption(of: id) == nil, let product = state.catalog.product(id),
            product.hasVariants, !product.options.isEmpty
        else { return false }
        state.optionFocus = OptionFocus(product: id, option: product.options.count - 1)
        return true
    }

    /// `↑` (-1) or `↓` (1) among the option rows; past the last, back to the list.
    static func move(by step: Int, _ state: inout AppState) {
        guard case .product(let id) = state.screen, let option = state.focusedOption(of: id),
            let product = state.catalog.product(id)
        else { return }
        let next = option + step
        if next >= product.options.count {
            state.optionFocus = nil
        } else {
            state.optionFocus = OptionFocus(product: id, option: max(0, next))
        }
    }

    /// `←` (-1) or `→` (1): the focused option's previous or next value, round the end, and
    /// the variant it makes with the other options as chosen.
    static func stepValue(by step: Int, _ state: inout AppState) {
        guard case .product(let id) = state.screen, let option = state.focusedOption(of: id),
            let product = state.catalog.product(id), let current = state.chosenVariant(of: product),
            product.optionValues.indices.contains(option)
        else { return }
        let values = product.optionValues[option]
        guard !values.isEmpty, current.values.indices.contains(option) else { return }
        let index = values.firstIndex(of: current.values[option]) ?? 0
        let count = values.count
        let value = values[((index + step) % count + count) % count]
        guard let variant = product.variant(choosing: value, forOption: option, from: current)
        else { return }
        state.choose(variant, of: product)
        let stock = variant.stock > 0 ? "" : " — out of stock"
        state.notice = Notice("\(variant.title)\(stock)")
    }

    /// Esc or Enter on an option: the keys go back to the list.
    static func leave(_ state: inout AppState) {
        state.optionFocus = nil
    }
}
