import Storefront
import Testing

extension CheckoutTests {
    @Suite("ShippingAddress", .timeLimit(.minutes(10)))
    struct ShippingAddressTests {
        @Test func subscriptReadsAndWritesEachFieldAlone() {
            for field in ShippingField.allCases {
                var address = ShippingAddress()
                address[field] = "x-\(field.rawValue)"
                #expect(address[field] == "x-\(field.rawValue)")
                let others = ShippingField.allCases.filter { $0 != field }
                #expect(others.allSatisfy { address[$0].isEmpty }, "\(field)")
            }
            var address = ShippingAddress()
            address[.country] = "SE"
            #expect(address.countryCode == "SE")
        }

        @Test func normalizedTrimsAndUppercasesCodes() {
            let typed = ShippingAddress(
                name: "  Åsa Öberg\t", email: " asa@example.se ", street: "Drottninggatan 1 ",
                city: "\nStockholm", postalCode: " 114 55 ", countryCode: " se ")
            #expect(
                typed.normalized
                    == ShippingAddress(
                        name: "Åsa Öberg", email: "asa@example.se", street: "Drottninggatan 1",
                        city: "Stockholm", postalCode: "114 55", countryCode: "SE"))
            let british = ShippingAddress(postalCode: "sw1a 1aa", countryCode: "gb").normalized
            #expect(british.postalCode == "SW1A 1AA")
            #expect(british.countryCode == "GB")
        }

        @Test func fieldsAreInFormOrderWithLabels() {
            #expect(
                ShippingField.allCases == [.name, .email, .street, .city, .postalCode, .country])
            #expect(
                ShippingField.allCases.map(\.label) == [
                    "Full name", "Email", "Street", "City", "Postal code", "Country",
                ])
        }

        @Test func savedFormNamesEveryField() throws {
            let address = ShippingAddress(
                name: "A", email: "b", street: "c", city: "d", postalCode: "e", countryCode: "US")
            let json = try JSONCoding.encode(address)
            #expect(
                json
                    == #"{"city":"d","countryCode":"US","email":"b","name":"A","postalCode":"e","street":"c"}"#
            )
            #expect(try JSONCoding.decode(ShippingAddress.self, json) == address)
        }
    }
}
