/// A typed string identifier: a `ProductID` cannot be passed where a `SellerID` is expected.
/// Encodes as a bare JSON string, so a saved route reads `{"product":{"id":"p-1"}}`.
public struct Identifier<Tag>: Hashable, Sendable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier as written in the catalog.
    public let rawValue: String

    /// Wraps `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Wraps a literal, for tests and fixtures.
    public init(stringLiteral value: String) { rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// Identifies a `Category`.
public typealias CategoryID = Identifier<Category>
/// Identifies a `Seller`.
public typealias SellerID = Identifier<Seller>
/// Identifies a `Product`.
public typealias ProductID = Identifier<Product>
