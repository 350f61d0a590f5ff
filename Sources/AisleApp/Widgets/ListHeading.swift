/// The right-hand detail of a product list's heading: how many products it lists, and when a
/// filter narrows it, the filter and how many of how many ("filter: cedar · 3 of 36").
enum ListHeading {
    /// The detail for a list showing `shown` of `total` products at `position`.
    static func detail(shown: Int, of total: Int, _ position: ListPosition) -> String {
        guard !position.filter.isEmpty else { return Counted.of(total, "product", "products") }
        // The kept filter is named, so a narrowed list never passes for the whole one.
        // "products" goes, so the filter still fits a 40-column heading.
        return "filter: \(position.filter) · \(Counted.grouped(shown)) of \(Counted.grouped(total))"
    }
}
