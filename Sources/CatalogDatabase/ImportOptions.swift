import Storefront

/// What the shop owner asks of an import: `--currency` (a Shopify export names none) and
/// `--strict` (refuse the whole catalog for one bad product, as Aisle did before).
public struct ImportOptions: Sendable, Equatable {
    /// The currency of a Shopify CSV without a `Currency` column; nil is USD.
    public var currency: Currency?
    /// Whether one bad record refuses the whole catalog; else it is left out, and named.
    public var strict: Bool

    /// Options from their parts.
    public init(currency: Currency? = nil, strict: Bool = false) {
        self.currency = currency
        self.strict = strict
    }

    /// What the cache records of these options, so that other options rebuild it.
    var meta: [String: String] {
        currency.map { ["currencyFlag": $0.code] } ?? [:]
    }
}

/// What an import has to say once, when it builds a cache: the products it left out (every
/// problem found, as a refused catalog lists them) and notes about the file.
public struct ImportReport: Sendable, Equatable {
    /// The problems of the records left out; nil when every record was imported.
    public var leftOut: CatalogError?
    /// How many products were imported.
    public var imported = 0
    /// Lines about the file as a whole ("No Variant Inventory Qty column: stock is not
    /// counted").
    public var notes: [String] = []

    /// A report from its parts.
    public init(leftOut: CatalogError? = nil, imported: Int = 0, notes: [String] = []) {
        self.leftOut = leftOut
        self.imported = imported
        self.notes = notes
    }

    /// How many products the problems name (at least: a long report lists the first 20).
    public var productsLeftOut: (count: Int, atLeast: Bool) {
        switch leftOut {
        case nil, .unreadable?: return (0, false)
        case .invalid(_, let place)?: return (place.record == nil ? 0 : 1, false)
        case .several(let issues, let more)?:
            let products = Set(
                issues.compactMap { $0.place.record }.filter { $0.list == .products }.map(\.index)
            )
            let others = issues.contains { $0.place.record?.list != .products }
            return (max(products.count, others ? 1 : 0), more > 0)
        }
    }

    /// The summary line: "Left out 3 products with problems; imported 120."
    public var summary: String? {
        guard leftOut != nil else { return nil }
        let (count, atLeast) = productsLeftOut
        let products = count == 1 && !atLeast ? "1 product" : "\(count) products"
        return "Left out \(atLeast ? "at least " : "")\(products) with problems (listed above); "
            + "imported \(imported)."
    }
}
