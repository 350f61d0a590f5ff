import Storefront

/// The numbers of a Shopify product CSV: prices written as decimals ("18.50", "18", "1200.00")
/// and inventory quantities as whole numbers, possibly negative (sold past zero).
enum ShopifyAmount {
    /// `text` ("18.50") in minor units of a currency with `fractionDigits` digits after the
    /// point (1850); nil unless it is digits with at most one point, and any digits past the
    /// currency's are zeros ("18.500" is 1850, "18.505" is nothing). Exact: no floating point.
    static func minorUnits(_ text: String, fractionDigits: Int) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first else { return nil }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.utf8.allSatisfy(isDigit),
            fraction.utf8.allSatisfy(isDigit),
            fraction.utf8.dropFirst(fractionDigits).allSatisfy({ $0 == UInt8(ascii: "0") })
        else { return nil }
        // Leading zeros are no value; more digits than that are past any price.
        let digits = whole.drop { $0 == "0" }
        guard digits.count <= 15 else { return Int.max }
        var value = Int(digits) ?? 0
        var kept = Array(fraction.utf8.prefix(fractionDigits))
        kept += [UInt8](repeating: UInt8(ascii: "0"), count: fractionDigits - kept.count)
        for digit in kept { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
        return value
    }

    /// An inventory quantity: blank is none, a negative figure (more sold than held) is none
    /// left; nil unless it is a whole number. Figures past `Catalog.maximumStock` come back as
    /// they are, for the caller to refuse.
    static func stock(_ text: String) -> Int? {
        if text.isEmpty { return 0 }
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDigit) else { return nil }
        if negative { return 0 }
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= 15 else { return Int.max }
        return Int(significant) ?? 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
