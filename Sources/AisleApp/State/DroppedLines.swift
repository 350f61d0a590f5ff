import Storefront

/// What to tell of the cart lines `Cart.reconcile` dropped, said once for the start and for a
/// cart another window changed: the products no longer sold, and those now sold only in
/// variants, which are not gone — the user chooses one on the product's page.
public enum DroppedLines {
    /// "no longer sold: Sencha; now sold in variants, choose one on its page: Aisle Tee";
    /// `nil` when nothing was dropped. `cart` is the cart before the lines were dropped, whose
    /// lines keep the names they were added with.
    public static func phrase(_ dropped: [ProductID], from cart: Cart, in catalog: Catalog)
        -> String?
    {
        guard !dropped.isEmpty else { return nil }
        // A failed read counts as gone: the line is dropped either way, only the words differ.
        let inVariants = Set(dropped.filter { catalog.product($0)?.hasVariants == true })
        let gone = dropped.filter { !inVariants.contains($0) }
        let variants = dropped.filter { inVariants.contains($0) }
        var parts: [String] = []
        if !gone.isEmpty {
            parts.append(
                "no longer sold: " + cart.names(of: gone, in: catalog).joined(separator: ", "))
        }
        if !variants.isEmpty {
            parts.append(
                "now sold in variants, choose one on its page: "
                    + cart.names(of: variants, in: catalog).joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }
}
