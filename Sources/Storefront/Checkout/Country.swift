/// A country Aisle ships to, with what shipping there costs and the tax charged on it.
///
/// The fee and threshold are US cents, the table's reference; `shippingRate(in:)` gives them
/// in a catalog's currency (see `Countries`).
public struct Country: Hashable, Sendable, Identifiable {
    /// ISO 3166-1 alpha-2 code, upper case: "US".
    public let id: String
    /// The country's English name, as listed: "United States".
    public let name: String
    /// Tax on goods and shipping in basis points of the amount: 725 is 7.25 %.
    public let taxRateBasisPoints: Int
    /// Shipping fee for an order below the threshold, in US cents (`shippingRate(in:)`).
    public let shippingFeeUSCents: Int
    /// A subtotal at or above this ships free, in US cents (`shippingRate(in:)`).
    public let freeShippingThresholdUSCents: Int
    /// A well-formed postal code, shown when the typed one is not: "12345".
    public let postalCodeExample: String

    /// Creates a country; the shop's own list is `Countries.all`.
    public init(
        id: String, name: String, taxRateBasisPoints: Int, shippingFeeUSCents: Int,
        freeShippingThresholdUSCents: Int, postalCodeExample: String
    ) {
        self.id = id
        self.name = name
        self.taxRateBasisPoints = taxRateBasisPoints
        self.shippingFeeUSCents = shippingFeeUSCents
        self.freeShippingThresholdUSCents = freeShippingThresholdUSCents
        self.postalCodeExample = postalCodeExample
    }
}
