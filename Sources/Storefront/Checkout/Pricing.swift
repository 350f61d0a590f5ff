/// Shipping and tax for a subtotal, exactly, in integers (rates are in `Countries`).
public enum Pricing {
    /// The totals for `subtotal` (minor units of `currency`) shipped to `country`.
    ///
    /// - Shipping is free for an empty order and for a subtotal at or above the country's
    ///   threshold; otherwise it is the country's fee, both in `currency`
    ///   (`Country.shippingRate(in:)`).
    /// - Tax is (subtotal + shipping) × rate, rounded to the nearest minor unit with halves
    ///   rounded up, computed in integers so no amount is ever off by a cent.
    /// - With no country chosen yet, shipping and tax are 0 and the total is the subtotal.
    ///
    /// Amounts saturate at `Int.max` instead of trapping; no real order comes near, but a
    /// hostile catalog must not crash the app.
    public static func totals(subtotal: Int, country: Country?, currency: Currency) -> Totals {
        guard let country else {
            return Totals(subtotal: subtotal, shipping: 0, tax: 0, total: subtotal)
        }
        let rate = country.shippingRate(in: currency)
        let shipping = subtotal == 0 || subtotal >= rate.freeFrom ? 0 : rate.fee
        let taxed = Amounts.saturatingAdd(subtotal, shipping)
        let tax = taxRoundedHalfUp(taxed, basisPoints: country.taxRateBasisPoints)
        let total = Amounts.saturatingAdd(taxed, tax)
        return Totals(subtotal: subtotal, shipping: shipping, tax: tax, total: total)
    }

    /// `amount × basisPoints / 10 000`, halves rounded up (toward +∞). The amount is split
    /// into whole ten-thousands and a remainder so the product cannot overflow before the
    /// division: a × b / 10⁴ = q·b + r·b / 10⁴ where a = q·10⁴ + r and 0 ≤ r < 10⁴.
    static func taxRoundedHalfUp(_ amount: Int, basisPoints: Int) -> Int {
        let scale = 10_000
        var quotient = amount / scale
        var remainder = amount % scale
        if remainder < 0 {
            quotient -= 1
            remainder += scale
        }
        let (whole, wholeOverflow) = quotient.multipliedReportingOverflow(by: basisPoints)
        let (part, partOverflow) = remainder.multipliedReportingOverflow(by: basisPoints)
        guard !wholeOverflow, !partOverflow else {
            return (quotient < 0) == (basisPoints < 0) ? Int.max : Int.min
        }
        // part + scale / 2 is non-negative for non-negative rates, so `/` rounds down here.
        let rounded = Amounts.saturatingAdd(part, scale / 2)
        let fraction = rounded >= 0 ? rounded / scale : (rounded - scale + 1) / scale
        return Amounts.saturatingAdd(whole, fraction)
    }
}
