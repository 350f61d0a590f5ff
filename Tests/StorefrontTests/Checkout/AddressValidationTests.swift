import Storefront
import Testing

extension CheckoutTests {
    @Suite("AddressValidation", .timeLimit(.minutes(10)))
    struct AddressValidationTests {
        static let valid = ShippingAddress(
            name: "Ada Lovelace", email: "ada@example.com", street: "12 St James's Square",
            city: "London", postalCode: "SW1Y 4JH", countryCode: "GB")

        @Test(arguments: [
            "ada@example.com", "a@b.co", "ada.lovelace+shop@mail.example.co.uk",
            "o'brien@example.ie", "user_name-1@sub-domain.example.org", "ADA@EXAMPLE.COM",
            "josé@exemple.fr", "用户@例子.广告", "ada@xn--bcher-kva.xn--p1ai", "  ada@example.com ",
            "1234@123.example.com",
        ])
        func acceptsEmail(_ email: String) {
            #expect(AddressValidation.isValidEmail(email))
        }

        @Test(arguments: [
            "", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com",
            "ada@b@example.com", "ada@example..com", ".ada@example.com", "ada.@example.com",
            "ada..l@example.com", "ada lovelace@example.com", "ada@exa mple.com",
            "ada@-example.com", "ada@example-.com", "ada@example.c", "ada@example.123",
            "ada@.example.com", "ada@example.com.", "<ada@example.com>", "ada@exa_mple.com",
            "\"ada\"@example.com", "ada@[192.168.0.1]", "ada@example.com\n@x.org",
            "ada,b@example.com", String(repeating: "a", count: 65) + "@example.com",
            "a@" + String(repeating: "b", count: 64) + ".com",
            "a@" + String(repeating: "bbbbbbbbb.", count: 25) + "com",
        ])
        func rejectsEmail(_ email: String) {
            #expect(!AddressValidation.isValidEmail(email))
        }

        @Test(arguments: [
            ("US", "12345"), ("US", "12345-6789"), ("US", " 90210 "),
            ("CA", "K1A 0B1"), ("CA", "k1a0b1"), ("CA", "M5V 3L9"),
            ("GB", "SW1A 1AA"), ("GB", "sw1a1aa"), ("GB", "M1 1AE"), ("GB", "B33 8TH"),
            ("GB", "CR2 6XH"), ("GB", "DN55 1PT"), ("GB", "W1A 0AX"), ("GB", "EC1A 1BB"),
            ("DE", "10115"), ("FR", "75001"), ("ES", "28013"), ("IT", "00184"),
            ("NL", "1012 AB"), ("NL", "1012ab"),
            ("SE", "114 55"), ("SE", "11455"),
            ("JP", "100-0001"), ("JP", "1000001"),
            ("AU", "2000"), ("CH", "8001"),
        ])
        func acceptsPostalCode(countryCode: String, postalCode: String) throws {
            let country = try #require(Countries.country(code: countryCode))
            #expect(AddressValidation.isValidPostalCode(postalCode, country: country))
        }

        @Test(arguments: [
            ("US", "1234"), ("US", "123456"), ("US", "12345-678"), ("US", "12345 6789"),
            ("US", "ABCDE"), ("US", ""), ("US", "１２３４５"),
            ("CA", "K1A 0B"), ("CA", "1A1 A1A"), ("CA", "K1A  0B1"),
            ("GB", "SW1A"), ("GB", "1AA SW1"), ("GB", "SW1A 1A"), ("GB", "SWAA 1AA"),
            ("GB", "SW1A 1AAA"),
            ("DE", "1011"), ("DE", "101155"), ("FR", "7500A"), ("ES", "2801"), ("IT", "0018"),
            ("NL", "1012"), ("NL", "AB 1012"), ("NL", "1012 A"), ("NL", "101 2AB"),
            ("SE", "1145"), ("SE", "114 5"),
            ("JP", "100-001"), ("JP", "100 0001"), ("JP", "10-00001"),
            ("AU", "200"), ("AU", "20000"), ("CH", "800"), ("CH", "CH-8001"),
        ])
        func rejectsPostalCode(countryCode: String, postalCode: String) throws {
            let country = try #require(Countries.country(code: countryCode))
            #expect(!AddressValidation.isValidPostalCode(postalCode, country: country))
        }

        @Test func everyCountryAcceptsItsOwnExample() {
            for country in Countries.all {
                #expect(
                    AddressValidation.isValidPostalCode(
                        country.postalCodeExample, country: country),
                    "\(country.id) \(country.postalCodeExample)")
            }
        }

        @Test func aCountryWithoutTemplatesTakesAnyPlausibleCode() {
            let elsewhere = Country(
                id: "ZZ", name: "Elsewhere", taxRateBasisPoints: 0, shippingFeeUSCents: 0,
                freeShippingThresholdUSCents: 0, postalCodeExample: "AB-12")
            #expect(AddressValidation.isValidPostalCode("AB-12 3", country: elsewhere))
            #expect(!AddressValidation.isValidPostalCode("A", country: elsewhere))
            #expect(!AddressValidation.isValidPostalCode("--", country: elsewhere))
            #expect(!AddressValidation.isValidPostalCode("AB_12", country: elsewhere))
        }

        /// The problems as "field: message" lines.
        static func problems(_ address: ShippingAddress) -> [String] {
            AddressValidation.problems(in: address).map {
                "\($0.field.rawValue): \($0.problem.message)"
            }
        }

        @Test func aValidAddressHasNoProblems() {
            #expect(AddressValidation.problems(in: Self.valid).isEmpty)
            var padded = Self.valid
            padded.email = " ada@example.com "
            padded.countryCode = "gb"
            #expect(AddressValidation.problems(in: padded).isEmpty)
        }

        @Test func anEmptyFormNeedsEveryFieldInFormOrder() {
            let problems = AddressValidation.problems(in: ShippingAddress())
            #expect(problems.map(\.field) == ShippingField.allCases)
            #expect(problems.allSatisfy { $0.problem == .required })
        }

        @Test(arguments: [
            (ShippingField.name, " \t", ["name: required"]),
            (.email, "ada", ["email: not an email address"]),
            (.street, "", ["street: required"]),
            (.city, "\n", ["city: required"]),
            (.postalCode, "12345", ["postalCode: like SW1A 1AA"]),
            (.postalCode, "", ["postalCode: required"]),
            (.country, "", ["country: required"]),
            (.country, "XX", ["country: pick a country"]),
            (.country, "US", ["postalCode: like 12345"]),
            (.country, "NL", ["postalCode: like 1012 AB"]),
        ])
        func oneBadField(field: ShippingField, value: String, problems: [String]) {
            var address = Self.valid
            address[field] = value
            #expect(Self.problems(address) == problems)
        }

        @Test func severalProblemsComeInFormOrder() {
            let address = ShippingAddress(
                name: "", email: "nope", street: "1 Main St", city: "", postalCode: "ABC",
                countryCode: "CA")
            let problems = AddressValidation.problems(in: address)
            #expect(problems.map(\.field) == [.name, .email, .city, .postalCode])
            #expect(
                problems.map(\.problem) == [
                    .required, .invalidEmail, .required, .invalidPostalCode(example: "K1A 0B1"),
                ])
        }

        @Test func unknownCountryLeavesThePostalCodeUnjudged() {
            var address = Self.valid
            address.countryCode = "XX"
            address.postalCode = "anything"
            #expect(Self.problems(address) == ["country: pick a country"])
        }
    }
}
