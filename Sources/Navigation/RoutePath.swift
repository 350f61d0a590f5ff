/// A navigation stack as data: the routes above the root, bottom first.
///
/// The root screen is the empty path, so Back at the root does nothing. Going to a route that
/// is already on the stack pops back to it rather than stacking a duplicate, which keeps every
/// route in a path unique; the depth is capped so that no sequence of pushes grows it forever.
/// Encodes as a plain JSON array of routes.
public struct RoutePath<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The routes, bottom first; the last one is on screen.
    public private(set) var routes: [Route]
    /// The most routes the path holds; pushing past it forgets the oldest.
    public let maxDepth: Int

    /// The default depth cap: deeper than anyone browses, small enough to save in a blink.
    public static var defaultMaxDepth: Int { 64 }

    /// A path holding `routes` (the newest `maxDepth` of them, duplicates after the first
    /// occurrence dropped).
    public init(_ routes: [Route] = [], maxDepth: Int = RoutePath.defaultMaxDepth) {
        self.maxDepth = max(1, maxDepth)
        self.routes = []
        replace(with: routes)
    }

    /// The route on screen; `nil` at the root.
    public var top: Route? { routes.last }
    /// Number of routes above the root.
    public var count: Int { routes.count }
    /// Whether the root is on screen.
    public var isEmpty: Bool { routes.isEmpty }

    /// What a `push` did.
    public enum PushOutcome: Equatable, Sendable {
        /// The route was added on top.
        case pushed
        /// The route was already in the path; everything above it was popped.
        case poppedBack(toIndex: Int)
        /// The route was added and the oldest route was forgotten to respect `maxDepth`.
        case pushedForgettingOldest
    }

    /// Goes to `route`: pops back to it if it is in the path, else pushes it.
    @discardableResult
    public mutating func push(_ route: Route) -> PushOutcome {
        if let index = routes.firstIndex(of: route) {
            pop(toIndex: index)
            return .poppedBack(toIndex: index)
        }
        routes.append(route)
        guard routes.count > maxDepth else { return .pushed }
        routes.removeFirst(routes.count - maxDepth)
        return .pushedForgettingOldest
    }

    /// Removes the top route and returns it; `nil` (and no change) at the root.
    @discardableResult
    public mutating func pop() -> Route? { routes.popLast() }

    /// Keeps routes `0...index`; an index past the top changes nothing, a negative one pops to
    /// the root.
    public mutating func pop(toIndex index: Int) {
        guard index < routes.count - 1 else { return }
        routes.removeSubrange(max(0, index + 1)...)
    }

    /// Pops back to `route` if it is in the path; returns whether it was.
    @discardableResult
    public mutating func pop(to route: Route) -> Bool {
        guard let index = routes.firstIndex(of: route) else { return false }
        pop(toIndex: index)
        return true
    }

    /// Replaces the whole path, keeping the first of any duplicates and the newest `maxDepth`.
    public mutating func replace(with newRoutes: [Route]) {
        var seen = Set<Route>()
        var unique = newRoutes.filter { seen.insert($0).inserted }
        if unique.count > maxDepth { unique.removeFirst(unique.count - maxDepth) }
        routes = unique
    }
}

extension RoutePath: Codable where Route: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Route](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try routes.encode(to: encoder)
    }
}
