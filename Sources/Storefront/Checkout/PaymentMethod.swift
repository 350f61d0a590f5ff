/// How the user chooses to pay; the choice (never the card details) is kept in the draft.
public enum PaymentMethod: String, Hashable, Sendable, Codable, CaseIterable {
    case invoice, card

    /// The choice as listed: "Invoice".
    public var label: String {
        switch self {
        case .invoice: "Invoice"
        case .card: "Card"
        }
    }
}
