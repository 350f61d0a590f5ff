/// A placed order, as kept in `orders.json`: everything needed to show it again, with prices
/// as they were. A card appears only as brand and last four digits.
public struct Order: Hashable, Sendable, Codable, Identifiable {
    /// Unique among the orders.
    public var id: OrderID
    /// When it was placed, ISO 8601 in UTC to the second: "2026-11-21T17:24:16Z".
    public var placedAt: String
    /// ISO 4217 code of the currency the amounts are in: "USD".
    public var currency: String
    /// What was bought, in cart order; never empty.
    public var lines: [OrderLine]
    /// What it cost.
    public var totals: Totals
    /// Where it goes, `normalized`.
    public var address: ShippingAddress
    /// How it was paid.
    public var payment: PaymentSummary

    /// Creates an order as given; `make` builds one from a cart, `OrdersDocument.read` checks
    /// the ones read from disk.
    public init(
        id: OrderID, placedAt: String, currency: String, lines: [OrderLine], totals: Totals,
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

    /// The day it was placed, "2026-11-21" (UTC), for lists.
    public var placedOn: String { String(placedAt.prefix(10)) }

}
