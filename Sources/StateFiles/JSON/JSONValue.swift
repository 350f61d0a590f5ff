#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Any JSON value, held as a tree: a saved record a newer build wrote is kept this way to be
/// written back as it was read (`navigation.json`'s sessions, `"seen"` entries); a type-erased
/// path element (the `NavigationPath` seed in `NavigationTests`) is decoded before anyone says
/// which Swift type it is, so it survives untyped until its registry turns it into one.
public enum JSONValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits an `Int64`.
    case integer(Int64)
    /// A whole number past `Int64.max`.
    case unsigned(UInt64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (written back with its keys sorted).
    case object([String: JSONValue])

    /// Deeper values are refused rather than recursed into: the decoder recurses once per
    /// level, and a saved path never nests an element this deep.
    static var maximumDepth: Int { 64 }

    /// The JSON form of `value`, as `JSONEncoder` writes it.
    init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// This JSON read back as a `V`.
    func decode<V: Decodable>(as type: V.Type) throws -> V {
        try JSONDecoder().decode(V.self, from: JSONEncoder().encode(self))
    }

    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumDepth else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "nested too deeply"))
        }
        if let array = try? decoder.unkeyedContainer() {
            self = .array(try Self.elements(of: array))
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else {
            self = try Self.scalar(decoder.singleValueContainer())
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            // Sorted, so the same path always writes the same bytes.
            for key in members.keys.sorted() {
                try container.encode(members[key], forKey: Key(key))
            }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .integer(let value): try container.encode(value)
            case .unsigned(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array, .object: break
            }
        }
    }

    private static func elements(of container: any UnkeyedDecodingContainer) throws
        -> [JSONValue]
    {
        var container = container
        var elements: [JSONValue] = []
        while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
        return elements
    }

    /// Tries the scalar kinds from the most to the least exact, so an integer stays exact.
    private static func scalar(_ container: any SingleValueDecodingContainer) throws -> Self {
        if container.decodeNil() { return .null }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(Int64.self) { return .integer(value) }
        if let value = try? container.decode(UInt64.self) { return .unsigned(value) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        return .string(try container.decode(String.self))
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
