/// The right-hand detail of a product list's heading: how many products it lists, and when a
/// filter narrows it, how many of how many ("12 of 111,173 products").
enum ListHeading {
    /// The detail for a list showing `shown` of `total` products at `position`.
    static func detail(shown: Int, of total: Int, _ position: ListPosition) -> String {
        guard !position.filter.isEmpty else { return Counted.of(total, "product", "products") }
        return "\(Counted.grouped(shown)) of " + Counted.of(total, "product", "products")
    }
}
