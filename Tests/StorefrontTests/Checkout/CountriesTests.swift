import Storefront
import Testing

extension CheckoutTests {
    @Suite("Countries", .timeLimit(.minutes(10)))
    struct CountriesTests {
        @Test func listIsSortedByNameWithUniqueCodes() {
            let names = Countries.all.map(\.name)
            #expect(names == names.sorted())
            #expect(Set(Countries.all.map(\.id)).count == Countries.all.count)
            #expect(
                Set(Countries.all.map(\.id)) == [
                    "US", "CA", "GB", "DE", "FR", "NL", "SE", "ES", "IT", "JP", "AU", "CH",
                ])
        }

        @Test func everyCountryIsSane() {
            for country in Countries.all {
                #expect(country.id.count == 2 && country.id == country.id.uppercased())
                #expect((0...3000).contains(country.taxRateBasisPoints), "\(country.id)")
                #expect(country.shippingFeeUSCents > 0, "\(country.id)")
                #expect(
                    country.freeShippingThresholdUSCents > country.shippingFeeUSCents,
                    "\(country.id)")
                #expect(!country.postalCodeExample.isEmpty)
            }
        }

        /// The documented table, pinned: the README quotes it.
        @Test(arguments: [
            ("US", "United States", 725, 599, 5000),
            ("CA", "Canada", 500, 1299, 10000),
            ("GB", "United Kingdom", 2000, 1499, 10000),
            ("DE", "Germany", 1900, 1499, 10000),
            ("CH", "Switzerland", 810, 1999, 15000),
            ("JP", "Japan", 1000, 1999, 15000),
            ("AU", "Australia", 1000, 2499, 15000),
        ])
        func rates(code: String, name: String, tax: Int, fee: Int, freeFrom: Int) throws {
            let country = try #require(Countries.country(code: code))
            #expect(country.name == name)
            #expect(country.taxRateBasisPoints == tax)
            #expect(country.shippingFeeUSCents == fee)
            #expect(country.freeShippingThresholdUSCents == freeFrom)
        }

        @Test(arguments: [("US", "US"), ("us", "US"), (" gb ", "GB"), ("Se", "SE")])
        func lookUpIgnoresCaseAndSpaces(code: String, found: String) {
            #expect(Countries.country(code: code)?.id == found)
        }

        @Test(arguments: ["", "XX", "USA", "U S", "ＵＳ"])
        func unknownCodesAreNil(_ code: String) {
            #expect(Countries.country(code: code) == nil)
        }
    }
}
