import Storefront

/// How far a product's description is scrolled, for the product it was scrolled on: on a
/// small terminal a description gets a few rows, and `J`/`K` or the wheel move through it.
/// Any other screen (another product included) starts at the top. Never saved.
public struct DescriptionScroll: Hashable, Sendable {
    /// The product page it belongs to.
    public var route: Route
    /// The first wrapped line shown (clamped by the layout when drawn).
    public var top: Int
}
