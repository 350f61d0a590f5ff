/// Decodes a JSON array element by element and stops at the first element that does not
/// decode, keeping the prefix before it.
///
/// This is how a path written by a newer build (with a route case this build does not know)
/// is restored: the known prefix survives, the rest is reported, nothing throws.
public struct LenientArray<Element: Decodable>: Decodable {
    /// The elements before the first one that failed.
    public var elements: [Element]
    /// The index of the first element that failed to decode, if any did.
    public var firstFailure: Int?
    /// How many elements the array held, decodable or not.
    public var totalCount: Int

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        elements = []
        firstFailure = nil
        while !container.isAtEnd {
            let index = container.currentIndex
            if firstFailure != nil {
                _ = try container.decode(Skip.self)
            } else if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                firstFailure = index
                // A failed decode leaves the element unread; step over it.
                _ = try container.decode(Skip.self)
            }
        }
        totalCount = container.currentIndex
    }

    /// Decodes any JSON value and keeps nothing, to step over an element.
    private struct Skip: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension LenientArray: Sendable where Element: Sendable {}
