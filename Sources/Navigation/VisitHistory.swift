/// The paths visited, like a browser's history: `back(leaving:)` and `forward(leaving:)` walk
/// them, a new navigation drops what was ahead, and going back down the stack (Back, a
/// breadcrumb, a screen already in the path) is a step back in it, so the screens that were
/// above stay ahead, reachable with `forward(leaving:)`, instead of being lost. Bounded in
/// entries and in routes.
///
/// Each entry left keeps the positions its screens had when it was left (`Position`: where a
/// list stood), so a walk back to it shows them again. The entry on display holds none: its
/// screens' positions are the owner's live ones, handed in whenever the entry is left, so each
/// position lives in one place only.
public struct VisitHistory<Route: Hashable & Sendable, Position: Hashable & Sendable>: Hashable,
    Sendable
{
    /// One entry: a path and, once left, the position of each of its screens (`nil` is the
    /// screen under the path's first route, Home).
    public struct Visit: Hashable, Sendable {
        /// The path, bottom first.
        public var routes: [Route]
        /// The positions its screens had when it was left; empty for the entry on display.
        public var positions: [Route?: Position]

        /// A visit of `routes`, keeping only the positions of screens on it.
        public init(routes: [Route], positions: [Route?: Position] = [:]) {
            self.routes = routes
            let screens = Set<Route?>([nil] + routes.map { $0 })
            self.positions = positions.filter { screens.contains($0.key) }
        }
    }

    /// The visits, oldest first; never empty.
    public private(set) var visits: [Visit]
    /// Which entry is on display.
    public private(set) var index: Int

    /// The most entries kept; the ones farthest from the current go first.
    public static var maximumEntries: Int { 50 }
    /// The most routes all entries may hold together (a path is at most 64 deep).
    public static var maximumRoutes: Int { 256 }

    /// A history holding only `current`.
    public init(_ current: [Route] = []) {
        visits = [Visit(routes: current)]
        index = 0
    }

    /// A history of `visits` at `index` (clamped), consecutive repeats merged (the later one's
    /// positions kept) and cut to the bounds; an empty list is a history of Home. The entry
    /// at `index` is on display, so its positions are dropped.
    public init(visits: [Visit], index: Int) {
        var merged: [Visit] = []
        var at = 0
        for (offset, visit) in visits.enumerated() {
            if merged.last?.routes == visit.routes {
                merged[merged.count - 1].positions = visit.positions
            } else {
                merged.append(visit)
            }
            if offset <= index { at = merged.count - 1 }
        }
        self.visits = merged.isEmpty ? [Visit(routes: [])] : merged
        self.index = min(max(0, at), self.visits.count - 1)
        self.visits[self.index].positions = [:]
        trim()
    }

    /// A history of the paths `entries` at `index`, without positions (`init(visits:index:)`).
    public init(entries: [[Route]], index: Int) {
        self.init(visits: entries.map { Visit(routes: $0) }, index: index)
    }

    /// The paths, oldest first.
    public var entries: [[Route]] { visits.map(\.routes) }
    /// The path on display.
    public var current: [Route] { visits[index].routes }
    /// Whether `back(leaving:)` has somewhere to go.
    public var canGoBack: Bool { index > 0 }
    /// Whether `forward(leaving:)` has somewhere to go.
    public var canGoForward: Bool { index < visits.count - 1 }

    /// Records that the path is now `path`, the current entry left with `positions`. Going
    /// down the current stack steps back to the nearest earlier visit of `path` (or puts it
    /// just behind the current entry), keeping what is ahead; going to the entry just ahead
    /// steps forward; anything else is a new navigation, which drops what was ahead. The
    /// entry arrived at gives up its positions: the owner's carry on.
    public mutating func visit(_ path: [Route], leaving positions: [Route?: Position] = [:]) {
        guard path != current else { return }
        leave(with: positions)
        if path.count < current.count, Array(current.prefix(path.count)) == path {
            if let earlier = entries[..<index].lastIndex(of: path) {
                index = earlier
            } else {
                visits.insert(Visit(routes: path), at: index)
            }
        } else if canGoForward, visits[index + 1].routes == path {
            index += 1
        } else {
            visits.removeSubrange((index + 1)...)
            visits.append(Visit(routes: path))
            index = visits.count - 1
        }
        visits[index].positions = [:]
        trim()
    }

    /// Steps back, the current entry left with `positions`; returns the visit to show (with
    /// the positions it was left with), or nil at the oldest entry.
    public mutating func back(leaving positions: [Route?: Position] = [:]) -> Visit? {
        guard canGoBack else { return nil }
        return walk(by: -1, leaving: positions)
    }

    /// Steps forward, the current entry left with `positions`; returns the visit to show (with
    /// the positions it was left with), or nil at the newest entry.
    public mutating func forward(leaving positions: [Route?: Position] = [:]) -> Visit? {
        guard canGoForward else { return nil }
        return walk(by: 1, leaving: positions)
    }

    /// Puts `path` in place of the current entry (what is left of it after validation).
    public mutating func replaceCurrent(with path: [Route]) {
        visits[index] = Visit(routes: path)
    }

    /// Moves to the entry `step` away, handing out its positions.
    private mutating func walk(by step: Int, leaving positions: [Route?: Position]) -> Visit {
        leave(with: positions)
        index += step
        let arrived = visits[index]
        visits[index].positions = [:]
        return arrived
    }

    /// Keeps `positions` (those of screens on it) with the entry on display, which is left.
    private mutating func leave(with positions: [Route?: Position]) {
        visits[index] = Visit(routes: current, positions: positions)
    }

    /// Drops the entries farthest behind (else farthest ahead) until within the bounds.
    private mutating func trim() {
        var routes = visits.reduce(0) { $0 + $1.routes.count }
        while visits.count > 1,
            visits.count > Self.maximumEntries || routes > Self.maximumRoutes
        {
            let dropped: Visit
            if index > 0 {
                dropped = visits.removeFirst()
                index -= 1
            } else {
                dropped = visits.removeLast()
            }
            routes -= dropped.routes.count
        }
    }
}
