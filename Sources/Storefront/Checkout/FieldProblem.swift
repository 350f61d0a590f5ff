/// Why a form field's value cannot be used, for the shipping and card forms alike.
public enum FieldProblem: Hashable, Sendable {
    /// Nothing typed (or only spaces).
    case required
    /// Not shaped like an email address.
    case invalidEmail
    /// Not shaped like a postal code of the chosen country; `example` is one that is.
    case invalidPostalCode(example: String)
    /// A country code Aisle does not ship to.
    case unknownCountry
    /// Not a card number: wrong characters, wrong length for the brand, or failed the check
    /// digit.
    case invalidCardNumber
    /// A card number of a brand Aisle does not take.
    case unsupportedCard
    /// An expiry month already past.
    case expired
    /// Not a month and year in the form MM/YY.
    case invalidExpiry
    /// Not exactly `length` digits.
    case invalidCVC(length: Int)

    /// A few words that fit beside the field: "required", "like 12345".
    public var message: String {
        switch self {
        case .required: "required"
        case .invalidEmail: "not an email address"
        case .invalidPostalCode(let example): "like \(example)"
        case .unknownCountry: "pick a country"
        case .invalidCardNumber: "check the number"
        case .unsupportedCard: "card not accepted"
        case .expired: "expired"
        case .invalidExpiry: "MM/YY"
        case .invalidCVC(let length): "\(length) digits"
        }
    }
}
