import Storefront
import TerminalUI

/// The shipping step's fields, which one has focus, and the problems found on the last
/// submit. Saved with the session (without `problems`), so a half-typed address survives a
/// restart.
public struct ShippingForm: Hashable, Sendable {
    /// Full name.
    public var name = TextField(maxLength: 60)
    /// Email address, for the order confirmation.
    public var email = TextField(maxLength: 80)
    /// Street and number.
    public var street = TextField(maxLength: 80)
    /// City.
    public var city = TextField(maxLength: 50)
    /// Postal code, checked against the country's format.
    public var postalCode = TextField(maxLength: 12)
    /// ISO code of the chosen country; `nil` until one is picked.
    public var countryCode: String?
    /// The field with the cursor.
    public var focus: ShippingField = .name
    /// Problems from the last submit, shown beside their fields; cleared as fields change.
    public var problems: [ShippingField: FieldProblem] = [:]

    /// An empty form.
    public init() {}

    /// The text field for `field`; `nil` for the country, which is a choice.
    public subscript(field: ShippingField) -> TextField? {
        get {
            switch field {
            case .name: name
            case .email: email
            case .street: street
            case .city: city
            case .postalCode: postalCode
            case .country: nil
            }
        }
        set {
            guard let newValue else { return }
            switch field {
            case .name: name = newValue
            case .email: email = newValue
            case .street: street = newValue
            case .city: city = newValue
            case .postalCode: postalCode = newValue
            case .country: break
            }
        }
    }

    /// The address as typed.
    public var address: ShippingAddress {
        ShippingAddress(
            name: name.text.trimmingWhitespace(), email: email.text.trimmingWhitespace(),
            street: street.text.trimmingWhitespace(), city: city.text.trimmingWhitespace(),
            postalCode: postalCode.text.trimmingWhitespace(), countryCode: countryCode ?? "")
    }

    /// The fields exactly as typed (not trimmed), for the profile that fills them next time.
    public var typed: ShippingAddress {
        ShippingAddress(
            name: name.text, email: email.text, street: street.text, city: city.text,
            postalCode: postalCode.text, countryCode: countryCode ?? "")
    }

    /// The form without the address: what the session file keeps when the address is the
    /// user's profile, in the database, so that `--fresh` and `aisle reset` never forget it.
    public var withoutAddress: ShippingForm {
        var form = ShippingForm()
        form.focus = focus
        return form
    }

    /// Fills the fields from a kept profile, each cleaned and cut as typing would, with the
    /// cursor at the end; a country this build does not know is left unpicked.
    public mutating func fill(from profile: ShippingAddress) {
        name = TextField(text: profile.name, maxLength: name.maxLength)
        email = TextField(text: profile.email, maxLength: email.maxLength)
        street = TextField(text: profile.street, maxLength: street.maxLength)
        city = TextField(text: profile.city, maxLength: city.maxLength)
        postalCode = TextField(text: profile.postalCode, maxLength: postalCode.maxLength)
        countryCode = Countries.country(code: profile.countryCode)?.id
    }

    /// Whether the address would pass validation now.
    public var isComplete: Bool { AddressValidation.problems(in: address).isEmpty }

    /// The chosen country, if any.
    public var country: Country? { countryCode.flatMap(Countries.country(code:)) }
}

extension ShippingForm: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, email, street, city, postalCode, countryCode, focus
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        // A field of the wrong type is damage (it throws, naming the field); a value this build
        // does not accept (an unknown country, a focus it does not have) is left at its default,
        // and text is cleaned and cut as typing would.
        name.restore(try container.decodeIfPresent(SavedText.self, forKey: .name))
        email.restore(try container.decodeIfPresent(SavedText.self, forKey: .email))
        street.restore(try container.decodeIfPresent(SavedText.self, forKey: .street))
        city.restore(try container.decodeIfPresent(SavedText.self, forKey: .city))
        postalCode.restore(try container.decodeIfPresent(SavedText.self, forKey: .postalCode))
        countryCode = try container.decodeIfPresent(String.self, forKey: .countryCode)
            .flatMap { Countries.country(code: $0)?.id }
        focus =
            try container.decodeIfPresent(String.self, forKey: .focus)
            .flatMap(ShippingField.init(rawValue:)) ?? .name
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(SavedText(name), forKey: .name)
        try container.encode(SavedText(email), forKey: .email)
        try container.encode(SavedText(street), forKey: .street)
        try container.encode(SavedText(city), forKey: .city)
        try container.encode(SavedText(postalCode), forKey: .postalCode)
        try container.encodeIfPresent(countryCode, forKey: .countryCode)
        try container.encode(focus, forKey: .focus)
    }
}
