/// Checks a shipping address before checkout moves on. Every check ignores surrounding
/// whitespace, as the order keeps the address `normalized`.
public enum AddressValidation {
    /// What is wrong with `address`, one problem per field at most, in form order; empty when
    /// the address can be shipped to. A postal code is only checked against a known country.
    public static func problems(
        in address: ShippingAddress
    ) -> [(field: ShippingField, problem: FieldProblem)] {
        let country = Countries.country(code: address.countryCode)
        return ShippingField.allCases.compactMap { field in
            let text = CheckoutText.trimmed(address[field])
            guard !text.isEmpty else { return (field, .required) }
            switch field {
            case .name, .street, .city:
                return nil
            case .email:
                return isValidEmail(text) ? nil : (field, .invalidEmail)
            case .postalCode:
                guard let country, !isValidPostalCode(text, country: country) else { return nil }
                return (field, .invalidPostalCode(example: country.postalCodeExample))
            case .country:
                return country == nil ? (field, .unknownCountry) : nil
            }
        }
    }

    /// Whether `text` is shaped like an email address: one `@`, a local part without
    /// spaces or stray dots, and a domain of at least two labels ending in a name of letters.
    /// Letters beyond ASCII are allowed (internationalised addresses exist); whether the
    /// mailbox exists is not knowable here.
    public static func isValidEmail(_ text: String) -> Bool {
        EmailShape.isValid(CheckoutText.trimmed(text))
    }

    /// Whether `text` is shaped like a postal code of `country` (surrounding whitespace and
    /// letter case ignored): US 12345 or 12345-6789, CA A1A 1A1, GB SW1A 1AA and the other
    /// Royal Mail shapes, DE/FR/ES/IT 12345, NL 1234 AB, SE 123 45, JP 123-4567, AU/CH 1234.
    /// The space is optional where one is usual.
    public static func isValidPostalCode(_ text: String, country: Country) -> Bool {
        PostalCodePattern.matches(text, countryCode: country.id)
    }
}
