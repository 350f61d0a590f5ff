/// Why a route cannot be shown (restored, opened from a link) against today's data.
public enum RouteProblem: Hashable, Sendable, CustomStringConvertible {
    case categoryGone(CategoryID)
    case productGone(ProductID)
    /// The variant chosen on a product's page is no longer one of its variants.
    case variantGone(ProductID, of: ProductID)
    case sellerGone(SellerID)
    case emptySearch
    case cartEmpty
    case orderGone(OrderID)
    /// A later checkout step whose shipping details are missing or invalid.
    case shippingIncomplete
    /// The review step without a usable payment method (card details are never saved).
    case paymentIncomplete
    /// A route case this build does not know (written by a newer build).
    case unknownScreen

    /// Completes "… : <description>", for the notice shown after a restore.
    public var description: String {
        switch self {
        case .categoryGone(let id): "category \(id) no longer exists"
        case .productGone(let id): "product \(id) is no longer sold"
        case .variantGone(let variant, let product):
            "variant \(variant) of \(product) is no longer sold, so its page shows another"
        case .sellerGone(let id): "seller \(id) no longer sells here"
        case .emptySearch: "a search needs words to look for"
        case .cartEmpty: "the cart is empty"
        case .orderGone(let id): "order \(id) is not in your orders"
        case .shippingIncomplete: "the shipping details are incomplete"
        case .paymentIncomplete: "card details are never saved, so enter them again"
        case .unknownScreen: "a screen from a newer version of Aisle is not known here"
        }
    }
}
