/// The countries Aisle ships to, with their shipping fees and tax rates.
///
/// | Code | Country        | Tax     | Shipping | Free from |
/// |------|----------------|---------|----------|-----------|
/// | AU   | Australia      | 10 %    | 24.99    | 150.00    |
/// | CA   | Canada         | 5 %     | 12.99    | 100.00    |
/// | FR   | France         | 20 %    | 14.99    | 100.00    |
/// | DE   | Germany        | 19 %    | 14.99    | 100.00    |
/// | IT   | Italy          | 22 %    | 14.99    | 100.00    |
/// | JP   | Japan          | 10 %    | 19.99    | 150.00    |
/// | NL   | Netherlands    | 21 %    | 14.99    | 100.00    |
/// | ES   | Spain          | 21 %    | 14.99    | 100.00    |
/// | SE   | Sweden         | 25 %    | 14.99    | 100.00    |
/// | CH   | Switzerland    | 8.1 %   | 19.99    | 150.00    |
/// | GB   | United Kingdom | 20 %    | 14.99    | 100.00    |
/// | US   | United States  | 7.25 %  | 5.99     | 50.00     |
///
/// Tax is charged on the subtotal plus shipping, one flat rate per country: the standard
/// VAT/GST rate, Canada's federal GST without provincial tax, and for the United States a flat
/// 7.25 % standing in for state and local sales tax (a demo shop, not tax advice).
///
/// Fees and thresholds are written in US cents (599 is US$5.99); `Country.shippingRate(in:)`
/// converts them into the catalog's currency at a rough rate and rounds them to two
/// significant digits (US$5.99 is 160,000 ₫ or ¥880), keeping the numbers as they are in a
/// currency worth about a dollar (14.99 €).
public enum Countries {
    /// Every country shipped to, sorted by name.
    public static let all: [Country] = [
        country("AU", "Australia", tax: 1000, fee: 2499, freeFrom: 15000, example: "2000"),
        country("CA", "Canada", tax: 500, fee: 1299, freeFrom: 10000, example: "K1A 0B1"),
        country("FR", "France", tax: 2000, fee: 1499, freeFrom: 10000, example: "75001"),
        country("DE", "Germany", tax: 1900, fee: 1499, freeFrom: 10000, example: "10115"),
        country("IT", "Italy", tax: 2200, fee: 1499, freeFrom: 10000, example: "00184"),
        country("JP", "Japan", tax: 1000, fee: 1999, freeFrom: 15000, example: "100-0001"),
        country("NL", "Netherlands", tax: 2100, fee: 1499, freeFrom: 10000, example: "1012 AB"),
        country("ES", "Spain", tax: 2100, fee: 1499, freeFrom: 10000, example: "28013"),
        country("SE", "Sweden", tax: 2500, fee: 1499, freeFrom: 10000, example: "114 55"),
        country("CH", "Switzerland", tax: 810, fee: 1999, freeFrom: 15000, example: "8001"),
        country("GB", "United Kingdom", tax: 2000, fee: 1499, freeFrom: 10000, example: "SW1A 1AA"),
        country("US", "United States", tax: 725, fee: 599, freeFrom: 5000, example: "12345"),
    ]

    private static let byCode: [String: Country] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The country with ISO code `code` ("US", also "us" or " US "), if Aisle ships there.
    public static func country(code: String) -> Country? {
        byCode[CheckoutText.uppercasedASCII(CheckoutText.trimmed(code))]
    }

    private static func country(
        _ code: String, _ name: String, tax: Int, fee: Int, freeFrom: Int, example: String
    ) -> Country {
        Country(
            id: code, name: name, taxRateBasisPoints: tax, shippingFeeUSCents: fee,
            freeShippingThresholdUSCents: freeFrom, postalCodeExample: example)
    }
}
