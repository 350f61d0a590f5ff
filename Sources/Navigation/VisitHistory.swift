/// The paths visited, like a browser's history: `back()` and `forward()` walk them, a new
/// navigation drops what was ahead, and going back down the stack (Back, a breadcrumb, a screen
/// already in the path) is a step back in it, so the screens that were above stay ahead,
/// reachable with `forward()`, instead of being lost. Bounded in entries and in routes.
public struct VisitHistory<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The paths, oldest first; never empty.
    public private(set) var entries: [[Route]]
    /// Which entry is on display.
    public private(set) var index: Int

    /// The most entries kept; the ones farthest from the current go first.
    public static var maximumEntries: Int { 50 }
    /// The most routes all entries may hold together (a path is at most 64 deep).
    public static var maximumRoutes: Int { 256 }

    /// A history holding only `current`.
    public init(_ current: [Route] = []) {
        entries = [current]
        index = 0
    }

    /// A history of `entries` at `index` (clamped), consecutive repeats merged and cut to the
    /// bounds; an empty list is a history of Home.
    public init(entries: [[Route]], index: Int) {
        var merged: [[Route]] = []
        var at = 0
        for (offset, entry) in entries.enumerated() {
            if merged.last != entry { merged.append(entry) }
            if offset <= index { at = merged.count - 1 }
        }
        self.entries = merged.isEmpty ? [[]] : merged
        self.index = min(max(0, at), self.entries.count - 1)
        trim()
    }

    /// The path on display.
    public var current: [Route] { entries[index] }
    /// Whether `back()` has somewhere to go.
    public var canGoBack: Bool { index > 0 }
    /// Whether `forward()` has somewhere to go.
    public var canGoForward: Bool { index < entries.count - 1 }

    /// Records that the path is now `path`. Going down the current stack steps back to the
    /// nearest earlier visit of `path` (or puts it just behind the current entry), keeping
    /// what is ahead; going to the entry just ahead steps forward; anything else is a new
    /// navigation, which drops what was ahead.
    public mutating func visit(_ path: [Route]) {
        guard path != current else { return }
        if path.count < current.count, Array(current.prefix(path.count)) == path {
            if let earlier = entries[..<index].lastIndex(of: path) {
                index = earlier
            } else {
                entries.insert(path, at: index)
            }
        } else if canGoForward, entries[index + 1] == path {
            index += 1
        } else {
            entries.removeSubrange((index + 1)...)
            entries.append(path)
            index = entries.count - 1
        }
        trim()
    }

    /// Steps back; returns the path to show, or nil at the oldest entry.
    public mutating func back() -> [Route]? {
        guard canGoBack else { return nil }
        index -= 1
        return current
    }

    /// Steps forward; returns the path to show, or nil at the newest entry.
    public mutating func forward() -> [Route]? {
        guard canGoForward else { return nil }
        index += 1
        return current
    }

    /// Puts `path` in place of the current entry (what is left of it after validation).
    public mutating func replaceCurrent(with path: [Route]) {
        entries[index] = path
    }

    /// Drops the entries farthest behind (else farthest ahead) until within the bounds.
    private mutating func trim() {
        var routes = entries.reduce(0) { $0 + $1.count }
        while entries.count > 1,
            entries.count > Self.maximumEntries || routes > Self.maximumRoutes
        {
            let dropped: [Route]
            if index > 0 {
                dropped = entries.removeFirst()
                index -= 1
            } else {
                dropped = entries.removeLast()
            }
            routes -= dropped.count
        }
    }
}
