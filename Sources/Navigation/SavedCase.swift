/// One saved value of an enum in Swift's synthesized form, `{"<case>": {…}}`, that may be a case
/// only a newer build knows.
///
/// Only an object with exactly one key, and that key no case of `Value`, is `unknown`: that is
/// how a newer build's new screen looks; so is a known case one of whose fields has the right
/// type but a value only a newer build knows (its decoder throws `DecodingError.newerValue`,
/// as `CheckoutStep` does for a step it has no case for). Anything else that does not decode —
/// a known case with a field of the wrong type, two keys, no keys, a string, `null` — is
/// damage, and throws the decoder's error (which names the place), so the file is not mistaken
/// for a newer one.
public enum SavedCase<Value: Decodable>: Decodable {
    /// A case this build knows.
    case known(Value)
    /// A case this build does not know, by its name.
    case unknown(name: String)

    public init(from decoder: any Decoder) throws {
        // Not an object at all throws here, with this value's place in the file.
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys
        guard keys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "has \(keys.count) keys, expected one"))
        }
        do {
            self = .known(try Value(from: decoder))
        } catch let error as DecodingError
            where error.isAt(decoder.codingPath) || error.isNewerValue
        {
            // The synthesized decoder fails at the object itself only when the one key names
            // no case; a known case with a bad field fails deeper, at that field. A field of
            // the right type whose value this build does not know (`newerValue`) is a newer
            // build's too, so the case is one this build cannot show.
            self = .unknown(name: keys[0].stringValue)
        }
    }

    /// The value, when its case is known.
    public var value: Value? {
        if case .known(let value) = self { return value }
        return nil
    }
}

extension SavedCase: Sendable where Value: Sendable {}

/// Any object key.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The underlying error of `DecodingError.newerValue`.
struct NewerValue: Error {}

extension DecodingError {
    /// What a decoder throws for a value of the right type that names something this build does
    /// not have (a raw value with no case): a newer build's value, not damage, inside a
    /// `SavedCase`; anywhere else it is damage like any unknown value ("has a value Aisle does
    /// not know").
    public static func newerValue(at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: codingPath, debugDescription: "has a value Aisle does not know",
                underlyingError: NewerValue()))
    }

    /// Whether this is a `newerValue`.
    var isNewerValue: Bool {
        guard case .dataCorrupted(let context) = self else { return false }
        return context.underlyingError is NewerValue
    }

    /// Whether the error happened at `path` itself rather than inside it.
    func isAt(_ path: [any CodingKey]) -> Bool {
        let context: Context
        switch self {
        case .typeMismatch(_, let found), .valueNotFound(_, let found): context = found
        case .dataCorrupted(let found): context = found
        case .keyNotFound: return false
        @unknown default: return false
        }
        let name = { (key: any CodingKey) in key.intValue.map(String.init) ?? key.stringValue }
        return context.codingPath.map(name) == path.map(name)
    }
}
