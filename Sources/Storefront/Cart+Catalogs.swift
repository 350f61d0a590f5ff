extension Cart {
    /// This cart with every line that names no catalog named as `owner`'s
    /// (`CatalogKey.ownerOfUntagged`), before it is split by catalog.
    public func adopting(untaggedAs owner: String) -> Cart {
        Cart(
            lines: lines.map { line in
                var line = line
                if line.catalog == nil { line.catalog = owner }
                return line
            })
    }

    /// Splits a saved cart by catalog: the lines of catalog `key` (and untagged ones, from
    /// carts saved before lines named their catalog), which the session shows and reconciles,
    /// and every other catalog's lines, which it must keep exactly as they are.
    public func split(forCatalog key: String) -> (open: Cart, others: [CartLine]) {
        let open = lines.filter { $0.catalog == nil || $0.catalog == key }
        let others = lines.filter { $0.catalog != nil && $0.catalog != key }
        return (Cart(lines: open), others)
    }

    /// The cart to save: this cart's lines, named as catalog `key`'s, then `others` verbatim.
    public func saved(asCatalog key: String, beside others: [CartLine]) -> Cart {
        let tagged = lines.map { line in
            var line = line
            line.catalog = key
            return line
        }
        return Cart(lines: tagged + others)
    }
}
