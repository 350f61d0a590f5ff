/// A placed order, as kept in `orders.json`: everything needed to show it again, with prices
/// as they were. A card appears only as brand and last four digits.
public struct Order: Hashable, Sendable, Identifiable {
    /// Unique among the orders.
    public var id: OrderID
    /// When it was placed, ISO 8601 in UTC to the second: "2026-11-21T17:24:16Z".
    public var placedAt: String
    /// The currency the amounts are in; saved as its ISO 4217 code ("USD").
    public var currency: Currency
    /// What was bought, in cart order; never empty.
    public var lines: [OrderLine]
    /// What it cost.
    public var totals: Totals
    /// Where it goes, `normalized`.
    public var address: ShippingAddress
    /// How it was paid.
    public var payment: PaymentSummary
    /// Where it stands; kept by the database beside the order, never in its saved JSON.
    public var status: OrderStatus = .placed

    /// Creates an order as given; `make` builds one from a cart, `OrdersDocument.read` checks
    /// the ones read from disk.
    public init(
        id: OrderID, placedAt: String, currency: Currency, lines: [OrderLine], totals: Totals,
        address: ShippingAddress, payment: PaymentSummary
    ) {
        self.id = id
        self.placedAt = placedAt
        self.currency = currency
        self.lines = lines
        self.totals = totals
        self.address = address
        self.payment = payment
    }

    /// Units across all lines.
    public var itemCount: Int { lines.reduce(0) { Amounts.saturatingAdd($0, $1.quantity) } }

}

extension Order: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, placedAt, currency, lines, totals, address, payment
    }

    /// Reads an order; the currency is its code, and a well-formed code Aisle cannot write
    /// (see `Currency.known`) is kept with two decimals and the code after the amount.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(OrderID.self, forKey: .id)
        placedAt = try container.decode(String.self, forKey: .placedAt)
        currency = Currency(code: try container.decode(String.self, forKey: .currency))
        lines = try container.decode([OrderLine].self, forKey: .lines)
        totals = try container.decode(Totals.self, forKey: .totals)
        address = try container.decode(ShippingAddress.self, forKey: .address)
        payment = try container.decode(PaymentSummary.self, forKey: .payment)
    }

    /// Writes the order with its currency as the code alone: `"currency": "USD"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(placedAt, forKey: .placedAt)
        try container.encode(currency.code, forKey: .currency)
        try container.encode(lines, forKey: .lines)
        try container.encode(totals, forKey: .totals)
        try container.encode(address, forKey: .address)
        try container.encode(payment, forKey: .payment)
    }
}
