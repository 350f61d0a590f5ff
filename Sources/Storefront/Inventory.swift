/// How a product's (or a variant's) stock limits what may be sold: Shopify's inventory tracker
/// and policy, in every catalog format (`"inventory"` in JSON, an `inventory` column in
/// SQLite; README, "The catalog").
public enum Inventory: String, Hashable, Sendable, CaseIterable {
    /// Stock is counted and sold down to zero: `stock`, less the units ordered, is what may be
    /// bought. What every catalog meant before, and what a catalog that says nothing means.
    case counted
    /// Stock is not counted (Shopify's tracker left blank, or an export without quantities):
    /// always sellable, shown "in stock" without a figure; `stock` means nothing.
    case untracked
    /// Stock is counted and shown, but sold past zero too (Shopify's policy `continue`).
    case continueSelling = "continue"

    /// Whether what is left in stock limits what may be bought.
    public var limitsSales: Bool { self == .counted }

    /// The words a catalog file uses, for messages: `"counted", "untracked" or "continue"`.
    public static let spellings = "\"counted\", \"untracked\" or \"continue\""

    /// What a product sold in `variants` is, as a whole: untracked if any variant is (it is
    /// always sellable and its figure is not the whole stock), else sold past zero if any
    /// variant is, else counted.
    static func of(_ variants: [Variant]) -> Inventory {
        if variants.contains(where: { $0.inventory == .untracked }) { return .untracked }
        if variants.contains(where: { $0.inventory == .continueSelling }) {
            return .continueSelling
        }
        return .counted
    }
}

extension Product {
    /// Units a cart line may hold now: the stock where it limits sales, else as many as a
    /// line may hold (`CartLine.maximumQuantity`).
    public var unitsForSale: Int {
        inventory.limitsSales ? stock : max(stock, CartLine.maximumQuantity)
    }
}
