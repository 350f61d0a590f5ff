import Storefront
import Testing

extension CheckoutTests {
    @Suite("Pricing", .timeLimit(.minutes(10)))
    struct PricingTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var country: String?
            var subtotal: Int
            var shipping: Int
            var tax: Int
            var total: Int
            var testDescription: String { "\(country ?? "none") \(subtotal)" }
        }

        /// Expected values computed independently (decimal arithmetic, ROUND_HALF_UP).
        static let cases: [Case] = [
            Case(country: "US", subtotal: 1000, shipping: 599, tax: 116, total: 1715),
            Case(country: "US", subtotal: 1, shipping: 599, tax: 44, total: 644),
            Case(country: "US", subtotal: 4999, shipping: 599, tax: 406, total: 6004),
            // Exactly at the threshold ships free; 362.5 rounds up to 363.
            Case(country: "US", subtotal: 5000, shipping: 0, tax: 363, total: 5363),
            Case(country: "US", subtotal: 5399, shipping: 0, tax: 391, total: 5790),  // 391.43
            Case(country: "US", subtotal: 5400, shipping: 0, tax: 392, total: 5792),  // 391.5
            Case(country: "US", subtotal: 0, shipping: 0, tax: 0, total: 0),
            Case(
                country: "US", subtotal: 123_456_789, shipping: 0, tax: 8_950_617,
                total: 132_407_406),
            Case(country: "DE", subtotal: 51, shipping: 1499, tax: 295, total: 1845),  // 294.5
            Case(country: "DE", subtotal: 9999, shipping: 1499, tax: 2185, total: 13683),
            Case(country: "DE", subtotal: 10000, shipping: 0, tax: 1900, total: 11900),
            Case(country: "CH", subtotal: 1001, shipping: 1999, tax: 243, total: 3243),
            Case(country: "JP", subtotal: 150, shipping: 1999, tax: 215, total: 2364),
            Case(country: "SE", subtotal: 2, shipping: 1499, tax: 375, total: 1876),  // 375.25
            Case(country: nil, subtotal: 1234, shipping: 0, tax: 0, total: 1234),
            Case(country: nil, subtotal: 0, shipping: 0, tax: 0, total: 0),
        ]

        @Test(arguments: cases)
        func totalsAreExact(_ example: Case) {
            let country = example.country.flatMap { Countries.country(code: $0) }
            #expect((example.country == nil) == (country == nil))
            let totals = Pricing.totals(
                subtotal: example.subtotal, country: country, currency: .usd)
            #expect(
                totals
                    == Totals(
                        subtotal: example.subtotal, shipping: example.shipping, tax: example.tax,
                        total: example.total))
        }

        /// Against a plainer formulation for every subtotal up to twice each threshold: the
        /// remainder of amount × rate decides the rounding.
        @Test func matchesAPlainFormulationEverywhereNearTheThresholds() {
            for country in Countries.all {
                for subtotal in 0...(2 * country.freeShippingThresholdUSCents) {
                    let totals = Pricing.totals(
                        subtotal: subtotal, country: country, currency: .usd)
                    let shipping =
                        subtotal > 0 && subtotal < country.freeShippingThresholdUSCents
                        ? country.shippingFeeUSCents : 0
                    let product = (subtotal + shipping) * country.taxRateBasisPoints
                    let tax = product / 10_000 + (product % 10_000 >= 5_000 ? 1 : 0)
                    guard totals.shipping == shipping, totals.tax == tax,
                        totals.total == subtotal + shipping + tax
                    else {
                        Issue.record("\(country.id) \(subtotal): \(totals)")
                        return
                    }
                }
            }
        }

        @Test func hugeSubtotalsSaturateInsteadOfTrapping() throws {
            let us = try #require(Countries.country(code: "US"))
            let totals = Pricing.totals(subtotal: .max, country: us, currency: .usd)
            #expect(totals.total == .max)
            #expect(
                totals.tax == Int.max / 10_000 * 725 + (Int.max % 10_000 * 725 + 5_000) / 10_000)
            #expect(Pricing.totals(subtotal: .max - 100, country: us, currency: .usd).shipping == 0)
        }
    }
}
