/// The fields of the shipping form, in form order (`allCases` is that order).
public enum ShippingField: String, Hashable, Sendable, Codable, CaseIterable {
    case name, email, street, city, postalCode, country

    /// The field's label: "Full name".
    public var label: String {
        switch self {
        case .name: "Full name"
        case .email: "Email"
        case .street: "Street"
        case .city: "City"
        case .postalCode: "Postal code"
        case .country: "Country"
        }
    }
}
