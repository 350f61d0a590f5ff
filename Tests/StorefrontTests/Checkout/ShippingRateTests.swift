import Storefront
import Testing

extension CheckoutTests {
    @Suite("Shipping rate per currency", .timeLimit(.minutes(10)))
    struct ShippingRateTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var currency: String
            var country: String
            var fee: String
            var freeFrom: String
            var testDescription: String { "\(currency) to \(country)" }
        }

        /// Worked by hand from the table (US$5.99, free from US$50.00 to the US; US$19.99,
        /// free from US$150.00 to Japan) and `Currency.dollarRates`.
        static let cases: [Case] = [
            Case(currency: "USD", country: "US", fee: "$5.99", freeFrom: "$50.00"),
            Case(currency: "USD", country: "JP", fee: "$19.99", freeFrom: "$150.00"),
            // 5.99 × 26,000 = 155,740 → 160,000; 50 × 26,000 = 1,300,000.
            Case(currency: "VND", country: "US", fee: "160,000 ₫", freeFrom: "1,300,000 ₫"),
            // 19.99 × 26,000 = 519,740 → 520,000; 150 × 26,000 = 3,900,000.
            Case(currency: "VND", country: "JP", fee: "520,000 ₫", freeFrom: "3,900,000 ₫"),
            // 5.99 × 147 = 880.53 → 880; 50 × 147 = 7,350 → 7,400 (half up).
            Case(currency: "JPY", country: "US", fee: "¥880", freeFrom: "¥7,400"),
            // 19.99 × 147 = 2,938.53 → 2,900; 150 × 147 = 22,050 → 22,000.
            Case(currency: "JPY", country: "JP", fee: "¥2,900", freeFrom: "¥22,000"),
            // 5.99 × 0.376 = 2.252 → 2.300; 50 × 0.376 = 18.8 → 19.000.
            Case(currency: "BHD", country: "US", fee: "2.300 BHD", freeFrom: "19.000 BHD"),
            // A currency worth about a dollar keeps the table's numbers.
            Case(currency: "EUR", country: "DE", fee: "€14.99", freeFrom: "€100.00"),
            // Three decimals and about a dollar's worth: the same numbers, three places.
            Case(currency: "JOD", country: "US", fee: "5.990 JOD", freeFrom: "50.000 JOD"),
            // A code Aisle has no rate for keeps the numbers too.
            Case(currency: "XYZ", country: "US", fee: "5.99 XYZ", freeFrom: "50.00 XYZ"),
        ]

        @Test(arguments: cases)
        func feesAndThresholdsReadAsTheCurrencysOwnAmounts(_ example: Case) throws {
            let currency = Currency(code: example.currency)
            let country = try #require(Countries.country(code: example.country))
            let rate = country.shippingRate(in: currency)
            #expect(currency.format(rate.fee) == example.fee)
            #expect(currency.format(rate.freeFrom) == example.freeFrom)
        }

        /// The bug this fixes: a VND order of 50,000 ₫ (about two dollars) went free since
        /// the US threshold was read as 5,000 ₫, and one of 1,000 ₫ paid 599 ₫.
        @Test func aSmallDongOrderPaysShippingAndALargeOneShipsFree() throws {
            let vnd = Currency(code: "VND")
            let us = try #require(Countries.country(code: "US"))
            #expect(
                Pricing.totals(subtotal: 50_000, country: us, currency: vnd).shipping == 160_000)
            #expect(Pricing.totals(subtotal: 1_299_999, country: us, currency: vnd).shipping > 0)
            #expect(Pricing.totals(subtotal: 1_300_000, country: us, currency: vnd).shipping == 0)
        }

        @Test func everyCurrencysFeeIsPositiveAndBelowItsThreshold() {
            for code in Currency.known.keys.sorted() {
                let currency = Currency(code: code)
                for country in Countries.all {
                    let rate = country.shippingRate(in: currency)
                    guard rate.fee > 0, rate.freeFrom > rate.fee else {
                        Issue.record("\(code) to \(country.id): \(rate)")
                        return
                    }
                }
            }
        }
    }
}
