/// A product a link put under a category or seller that does not list it, opened under its
/// own instead (`aisle://category/kitchen/product/p-001` for a coffee opens it under Coffee).
public struct LinkMove: Hashable, Sendable {
    /// The product.
    public let product: ProductID
    /// Where the link put it: a category or seller.
    public let linked: Route
    /// Where it was opened: its own category or seller.
    public let own: Route

    /// A move of `product` from `linked` to `own`.
    public init(product: ProductID, linked: Route, own: Route) {
        self.product = product
        self.linked = linked
        self.own = own
    }
}
