/// How a list of products is ordered: `s` cycles through them on any product list.
public enum ProductOrder: String, CaseIterable, Hashable, Sendable, Codable {
    /// As the catalog lists them (for a search: name matches first).
    case catalog
    /// By name, ignoring case and accents.
    case name
    /// Cheapest first.
    case priceUp = "price-up"
    /// Dearest first.
    case priceDown = "price-down"
    /// Most in stock first.
    case stock

    /// The order after this one, back to `catalog` after the last.
    public var next: ProductOrder {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// How the list header names it: "name", "price ↑".
    public var label: String {
        switch self {
        case .catalog: "catalog order"
        case .name: "name"
        case .priceUp: "price ↑"
        case .priceDown: "price ↓"
        case .stock: "stock"
        }
    }

    /// Whether products come in `key` order, ties in catalog order (`false`), or in exactly the
    /// reverse (`true`: dearest first, ties last-listed first), which lets one index serve
    /// both directions.
    public var isDescending: Bool { self == .priceDown || self == .stock }

    /// Whether `a` comes before `b` (at catalog positions `positionA`, `positionB`).
    public func precedes(
        _ a: Product, at positionA: Int, _ b: Product, at positionB: Int
    ) -> Bool {
        switch self {
        case .catalog: return positionA < positionB
        case .name:
            let (left, right) = (Self.nameKey(a.name), Self.nameKey(b.name))
            return left == right
                ? positionA < positionB : left.lexicographicallyPrecedes(right)
        case .priceUp, .priceDown:
            let ascending = a.price == b.price ? positionA < positionB : a.price < b.price
            return self == .priceUp ? ascending : !ascending
        case .stock:
            return a.stock == b.stock ? positionA > positionB : a.stock > b.stock
        }
    }

    /// The bytes names are sorted by: folded (`SearchFolding`), compared as UTF-8, as SQLite's
    /// `BINARY` collation compares the stored `sortName`.
    public static func nameKey(_ name: String) -> [UInt8] { Array(SearchFolding.fold(name).utf8) }
}
