/// Where an order goes, as typed into the shipping form (and kept in the navigation session
/// as a draft while it is being typed).
public struct ShippingAddress: Hashable, Sendable, Codable {
    /// The recipient's full name.
    public var name: String
    /// Where the confirmation goes.
    public var email: String
    /// Street and number, in one line.
    public var street: String
    /// Town or city.
    public var city: String
    /// Postal code in the country's own format.
    public var postalCode: String
    /// ISO code of a country in `Countries.all`; empty until one is picked.
    public var countryCode: String

    /// An address; every part defaults to empty, the state of a fresh form.
    public init(
        name: String = "", email: String = "", street: String = "", city: String = "",
        postalCode: String = "", countryCode: String = ""
    ) {
        self.name = name
        self.email = email
        self.street = street
        self.city = city
        self.postalCode = postalCode
        self.countryCode = countryCode
    }

    /// The text of `field`, so a form can walk `ShippingField.allCases`; `.country` is the
    /// country code.
    public subscript(field: ShippingField) -> String {
        get {
            switch field {
            case .name: name
            case .email: email
            case .street: street
            case .city: city
            case .postalCode: postalCode
            case .country: countryCode
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .email: email = newValue
            case .street: street = newValue
            case .city: city = newValue
            case .postalCode: postalCode = newValue
            case .country: countryCode = newValue
            }
        }
    }

    /// The address as it is kept on an order: every part without surrounding whitespace, the
    /// postal code's and country code's ASCII letters upper-cased.
    public var normalized: ShippingAddress {
        ShippingAddress(
            name: CheckoutText.trimmed(name),
            email: CheckoutText.trimmed(email),
            street: CheckoutText.trimmed(street),
            city: CheckoutText.trimmed(city),
            postalCode: CheckoutText.uppercasedASCII(CheckoutText.trimmed(postalCode)),
            countryCode: CheckoutText.uppercasedASCII(CheckoutText.trimmed(countryCode)))
    }
}
