import Storefront

/// The notices about links: one that could not be followed all the way, one sent to the
/// clipboard.
public enum LinkNotice {
    /// "Opened 1 of 2 screens: product p-9 is no longer sold".
    public static func text(opened: Int, of total: Int, _ problem: RouteProblem) -> String {
        let what = opened == 0 ? "Opened Home" : "Opened \(opened) of \(total) screens"
        return "\(what): \(problem)"
    }

    /// What a link that put a product under a listing that does not list it says, once it is
    /// opened under its own: "House Blend Beans is not in Kitchen: opened under Coffee" (the
    /// first such product; a link rarely has two).
    public static func moved(_ moves: [LinkMove], in catalog: Catalog) -> String? {
        guard let move = moves.first else { return nil }
        let product = catalog.product(move.product)?.name ?? move.product.rawValue
        return "\(product) is not in \(name(of: move.linked, in: catalog)): "
            + "opened under \(name(of: move.own, in: catalog))"
    }

    /// A category's or seller's name, else its id.
    private static func name(of listing: Route, in catalog: Catalog) -> String {
        switch listing {
        case .category(let id): catalog.category(id)?.name ?? id.rawValue
        case .seller(let id): catalog.seller(id)?.name ?? id.rawValue
        default: DeepLink.format([listing])
        }
    }

    /// The notice after `y`: the link, and where it went without claiming it arrived.
    public static func sent(_ link: String) -> String {
        "Sent \(link) to the terminal's clipboard with OSC 52 (the terminal may ignore it)"
    }
}

extension LinkNotice {
    /// What a `:` link that does not resolve says, the user staying where they are:
    /// `No category "Coffee" — did you mean coffee?`.
    static func unresolved(_ problem: RouteProblem, in state: AppState) -> String {
        switch problem {
        case .categoryGone(let id): missing("category", id.rawValue, .category, in: state)
        case .sellerGone(let id): missing("seller", id.rawValue, .seller, in: state)
        case .productGone(let id): missing("product", id.rawValue, .product, in: state)
        case .orderGone(let id): "No order \"\(id)\" in your orders"
        default: "Cannot go there: \(problem)"
        }
    }

    /// "No <what> "<id>"", and the id meant when one differs only in case or is the only one
    /// starting with what was typed.
    private static func missing(
        _ what: String, _ id: String, _ kind: IdentifierKind, in state: AppState
    ) -> String {
        let text = "No \(what) \"\(id)\""
        let near = state.catalog.identifiers(kind, startingWith: id, limit: 2)
        let meant =
            near.first { $0.lowercased() == id.lowercased() } ?? (near.count == 1 ? near[0] : nil)
        guard let meant, meant != id else { return text }
        return "\(text) — did you mean \(meant)?"
    }
}
