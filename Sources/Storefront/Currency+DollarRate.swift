extension Currency {
    /// `usCents` US cents as a shipping amount in this currency's minor units: the amount
    /// at `dollarRates`, rounded to two significant digits (halves up) so it reads as a
    /// price a shop would set; with no rate, the same number of major units (5.99 → 5.99 €).
    func converted(usCents: Int) -> Int {
        var scale = 1
        for _ in 0..<max(0, min(fractionDigits, 6)) { scale *= 10 }
        guard let thousandths = Self.dollarRates[code] else {
            return Self.roundedHalfUp(usCents.saturatingMultiplied(by: scale), dividedBy: 100)
        }
        let product = usCents.saturatingMultiplied(by: thousandths)
            .saturatingMultiplied(by: scale)
        return Self.twoSignificantDigits(Self.roundedHalfUp(product, dividedBy: 100_000))
    }

    /// `amount` rounded to its two leading digits, halves up: 155,740 → 160,000; 88 → 88.
    static func twoSignificantDigits(_ amount: Int) -> Int {
        var step = 1
        while amount / step >= 100 { step *= 10 }
        return roundedHalfUp(amount, dividedBy: step).saturatingMultiplied(by: step)
    }

    private static func roundedHalfUp(_ amount: Int, dividedBy divisor: Int) -> Int {
        let quotient = amount / divisor
        return amount % divisor * 2 >= divisor ? quotient + 1 : quotient
    }
}

extension Int {
    fileprivate func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? (self < 0) == (other < 0) ? .max : .min : product
    }
}
