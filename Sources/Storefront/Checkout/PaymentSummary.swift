/// How a placed order was paid, as kept on the order: for a card, its brand and last four
/// digits and nothing else. Saved as `{"invoice":{}}` or
/// `{"card":{"brand":"visa","lastFour":"4242"}}`.
public enum PaymentSummary: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Pay later against an invoice.
    case invoice
    /// A card, masked: `lastFour` is four digits.
    case card(brand: CardBrand, lastFour: String)

    /// The summary of a card with number `number` (spaces and all): brand and last four only.
    public static func card(number: String) -> PaymentSummary {
        .card(brand: CardBrand(number: number), lastFour: CardNumber.lastFour(number))
    }

    /// As shown on the review and the order: "Invoice", "Visa •••• 4242".
    public var description: String {
        switch self {
        case .invoice: "Invoice"
        case .card(let brand, let lastFour): "\(brand.name) •••• \(lastFour)"
        }
    }

    /// This summary as it may be written down: a card keeps at most its last four digits
    /// even if a caller put more into `lastFour` by mistake.
    var masked: PaymentSummary {
        switch self {
        case .invoice: .invoice
        case .card(let brand, let lastFour):
            .card(brand: brand, lastFour: CardNumber.lastFour(lastFour))
        }
    }

    private enum CodingKeys: String, CodingKey { case invoice, card }
    private enum CardKeys: String, CodingKey { case brand, lastFour }
    private struct Empty: Codable {}

    /// Writes the masked form (see `masked`): this is the one place a card reaches a file,
    /// so the last-four rule is enforced here and not only by callers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch masked {
        case .invoice:
            try container.encode(Empty(), forKey: .invoice)
        case .card(let brand, let lastFour):
            var card = container.nestedContainer(keyedBy: CardKeys.self, forKey: .card)
            try card.encode(brand, forKey: .brand)
            try card.encode(lastFour, forKey: .lastFour)
        }
    }

    /// Reads either saved form; exactly one of the two keys must be present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected one payment"))
        }
        switch key {
        case .invoice:
            _ = try container.decode(Empty.self, forKey: .invoice)
            self = .invoice
        case .card:
            let card = try container.nestedContainer(keyedBy: CardKeys.self, forKey: .card)
            self = .card(
                brand: try card.decode(CardBrand.self, forKey: .brand),
                lastFour: try card.decode(String.self, forKey: .lastFour))
        }
    }
}
