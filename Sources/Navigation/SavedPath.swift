/// A saved path of enum routes (`[{"<case>": {…}}, …]`, bottom first), as a newer build may have
/// written it: decoding stops at the first route whose case this build does not know and keeps
/// the routes before it, because the screens above it were reached through it.
///
/// Any other route that does not decode is damage and throws (see `SavedCase`): a wrong-typed
/// field is never taken for a newer screen. Routes after an unknown one are stepped over
/// unread, since only the newer build knows their shape.
public struct SavedPath<Route: Decodable>: Decodable {
    /// The routes before the first unknown one.
    public var routes: [Route]
    /// The index of the first route whose case is unknown, if any.
    public var firstUnknown: Int?
    /// How many routes the array held, readable or not.
    public var totalCount: Int

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        routes = []
        firstUnknown = nil
        while !container.isAtEnd {
            if firstUnknown != nil {
                _ = try container.decode(Skip.self)
                continue
            }
            let index = container.currentIndex
            switch try container.decode(SavedCase<Route>.self) {
            case .known(let route): routes.append(route)
            case .unknown: firstUnknown = index
            }
        }
        totalCount = container.currentIndex
    }

    /// Decodes any JSON value and keeps nothing, to step over an element.
    private struct Skip: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension SavedPath: Sendable where Route: Sendable {}
