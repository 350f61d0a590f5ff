import Storefront

/// The option row of a product page the keys act on (↑ from the list's first row reaches the
/// options; ← and → then change that option's value alone). Screen state like a scroll, never
/// saved: it holds the product it was set on, so another page ignores it.
public struct OptionFocus: Hashable, Sendable {
    /// The product whose page it was set on.
    public var product: ProductID
    /// The option's index in the product's options.
    public var option: Int
}

extension AppState {
    /// The option focused on the page of `id`, if that page is on display.
    func focusedOption(of id: ProductID) -> Int? {
        guard let focus = optionFocus, focus.product == id, screen == .product(id: id) else {
            return nil
        }
        return focus.option
    }
}
