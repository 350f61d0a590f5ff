/// What shipping to one country costs in one currency: the fee, and the subtotal from which
/// it is free, both in that currency's minor units.
public struct ShippingRate: Hashable, Sendable {
    /// The fee for an order below `freeFrom`, in minor units.
    public let fee: Int
    /// A subtotal at or above this ships free, in minor units.
    public let freeFrom: Int

    /// A rate with the given fee and threshold.
    public init(fee: Int, freeFrom: Int) {
        self.fee = fee
        self.freeFrom = freeFrom
    }
}

extension Country {
    /// This country's fee and threshold in `currency`: the table's US amounts converted at
    /// the currency's rough rate to the dollar and rounded to two significant digits
    /// (US$5.99 is 160,000 ₫, ¥880, BHD 2.300); a currency worth about a dollar, and one
    /// with no rate, keeps the table's numbers (14.99 €). The rule is in DECISIONS.md.
    public func shippingRate(in currency: Currency) -> ShippingRate {
        ShippingRate(
            fee: currency.converted(usCents: shippingFeeUSCents),
            freeFrom: currency.converted(usCents: freeShippingThresholdUSCents))
    }
}
