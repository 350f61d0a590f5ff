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
    /// Answered by the store from its id index, however many records there are.
    public func identifiers(
        _ kind: IdentifierKind, startingWith prefix: String, limit: Int
    ) -> [String] {
        let list: CatalogRecord.List =
            switch kind {
            case .category: .categories
            case .seller: .sellers
            case .product: .products
            }
        return (try? store.identifiers(in: list, startingWith: prefix, limit: limit)) ?? []
    }
}
