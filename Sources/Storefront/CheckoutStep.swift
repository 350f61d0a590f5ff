/// The steps of checkout, in order.
public enum CheckoutStep: String, Hashable, Sendable, Codable, CaseIterable {
    case shipping, payment, review

    /// The step's name as shown: "Shipping".
    public var title: String {
        switch self {
        case .shipping: "Shipping"
        case .payment: "Payment"
        case .review: "Review"
        }
    }
}
