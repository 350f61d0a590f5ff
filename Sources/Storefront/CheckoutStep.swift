import Navigation

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

    /// A step that is not a string is damage; a string that names no step is one a newer
    /// build added, so a saved `checkout` route holding it is that build's screen
    /// (`DecodingError.newerValue`), cut like an unknown route rather than set aside.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let step = Self(rawValue: name) else {
            throw DecodingError.newerValue(at: decoder.codingPath)
        }
        self = step
    }
}
