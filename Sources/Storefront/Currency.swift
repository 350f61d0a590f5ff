/// A currency and how to write amounts in it.
public struct Currency: Hashable, Sendable, Codable {
    /// ISO 4217 code: "USD".
    public let code: String
    /// Digits after the decimal point (2 for USD, 0 for JPY).
    public let fractionDigits: Int
    /// Written before the amount ("$"), or after it for a few ("120,000 ₫",
    /// `symbolsAfter`); `nil` writes the code after it ("12.00 CHF").
    public let symbol: String?

    /// US dollars, the bundled catalog's currency.
    public static let usd = Currency(code: "USD", fractionDigits: 2, symbol: "$")

    /// The currencies Aisle knows how to write, by code: every current ISO 4217 code, with
    /// its minor units and, where one is common, its symbol (`Currency+ISO4217.swift`).
    public static let known: [String: Currency] = Dictionary(
        uniqueKeysWithValues: isoCodes.split(separator: " ").map { code in
            let code = String(code)
            return (
                code,
                Currency(
                    code: code, fractionDigits: fractionExceptions[code] ?? 2,
                    symbol: symbolsBefore[code] ?? symbolsAfter[code])
            )
        })

    /// The known currency with `code`, or for another code, two decimals with the code
    /// written after the amount ("12.00 NOK").
    public init(code: String) {
        self = Self.known[code] ?? Currency(code: code, fractionDigits: 2, symbol: nil)
    }

    private init(code: String, fractionDigits: Int, symbol: String?) {
        self.code = code
        self.fractionDigits = fractionDigits
        self.symbol = symbol
    }

    /// `amount` minor units written out: `format(1850)` is "$18.50"; exact, no floating point.
    public func format(_ amount: Int) -> String {
        let sign = amount < 0 ? "-" : ""
        let magnitude = amount.magnitude
        var number: String
        if fractionDigits == 0 {
            number = Self.grouped(String(magnitude))
        } else {
            var scale: UInt = 1
            for _ in 0..<fractionDigits { scale *= 10 }
            let fraction = String(magnitude % scale)
            let padded = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
            number = Self.grouped(String(magnitude / scale)) + "." + padded
        }
        if let symbol {
            return Self.symbolsAfter[code] == nil
                ? sign + symbol + number : sign + number + " " + symbol
        }
        return sign + number + " " + code
    }

    private static func grouped(_ digits: String) -> String {
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
