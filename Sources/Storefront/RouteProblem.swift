/// Why a route cannot be shown (restored, opened from a link) against today's data.
public enum RouteProblem: Hashable, Sendable, CustomStringConvertible {
    case categoryGone(CategoryID)
    case productGone(ProductID)
    case sellerGone(SellerID)
    case emptySearch
    case cartEmpty
    /// A screen this build does not offer yet (checkout and orders arrive later).
    case unavailable(String)
    /// A route case this build does not know (written by a newer build).
    case unknownScreen

    /// Completes "… : <description>", for the notice shown after a restore.
    public var description: String {
        switch self {
        case .categoryGone(let id): "category \(id) no longer exists"
        case .productGone(let id): "product \(id) is no longer sold"
        case .sellerGone(let id): "seller \(id) no longer sells here"
        case .emptySearch: "a search needs words to look for"
        case .cartEmpty: "the cart is empty"
        case .unavailable(let screen): "\(screen) is not available in this version"
        case .unknownScreen: "a screen from a newer version of Aisle is not known here"
        }
    }
}
