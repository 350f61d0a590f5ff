import Storefront

/// The records whose ids Tab completes in the `:` prompt.
public enum IdentifierKind: Hashable, Sendable {
    case category, seller, product
}

/// Ids that start with a prefix, for Tab in the `:` prompt and for "did you mean" after a
/// mistyped link. A small seam on purpose: completion never walks the whole catalog itself, so
/// a store with an index on ids can answer with a range query (`id >= prefix AND id <
/// prefix + U+10FFFF … LIMIT n`) however many products it holds.
public protocol IdentifierCompleting {
    /// Up to `limit` ids of `kind` that start with `prefix`, compared without case, in the
    /// store's id order.
    func identifiers(_ kind: IdentifierKind, startingWith prefix: String, limit: Int) -> [String]
}

extension Catalog: IdentifierCompleting {
    /// Categories are few and listed (`categories`); sellers and products are found only by
    /// exact look-ups (as typed, lower-cased, upper-cased) until the catalog store answers
    /// prefixes from its index: this catalog keeps no sorted index of them, and scanning a
    /// million products on Tab would freeze the prompt.
    public func identifiers(
        _ kind: IdentifierKind, startingWith prefix: String, limit: Int
    ) -> [String] {
        let folded = prefix.lowercased()
        switch kind {
        case .category:
            return Array(
                categories.lazy.map(\.id.rawValue).filter { $0.lowercased().hasPrefix(folded) }
                    .prefix(limit))
        case .seller:
            return exact(prefix) { seller(SellerID($0)) != nil }.prefix(limit).map { $0 }
        case .product:
            return exact(prefix) { product(ProductID($0)) != nil }.prefix(limit).map { $0 }
        }
    }

    private func exact(_ typed: String, exists: (String) -> Bool) -> [String] {
        var found: [String] = []
        for spelling in [typed, typed.lowercased(), typed.uppercased()]
        where !found.contains(spelling) && exists(spelling) {
            found.append(spelling)
        }
        return found
    }
}
