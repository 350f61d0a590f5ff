@testable import Navigation
@testable import StateFiles

/// A navigation stack whose elements may be of different types — routes from different modules
/// in one stack — as SwiftUI's `NavigationPath` offers. A stack of one route type is better
/// served by `RoutePath`, which keeps the type.
///
/// Elements are `Hashable & Codable & Sendable`. Saving goes through a `NavigationTypeRegistry`
/// that names each type stably; an element whose type the path's registry does not know can be
/// held, but the path then has no `codable` form (it is `nil`, never a partial path).
///
/// ```swift
/// var registry = NavigationTypeRegistry()
/// registry.register(Route.self, as: "aisle.route")
/// registry.register(HelpTopic.self, as: "aisle.help")
///
/// var path = NavigationPath(registry: registry)
/// path.append(Route.category(id: "coffee"))
/// path.append(HelpTopic.keys)
/// let saved = try JSONEncoder().encode(path.codable)  // nil if an element is unregistered
///
/// let representation = try JSONDecoder().decode(
///     NavigationPath.CodableRepresentation.self, from: saved)
/// let (restored, problem) = NavigationPath.restore(representation, registry: registry)
/// // restored == path; problem is nil, or says where an unknown type cut the path short
/// for element in restored { if let route = element as? Route { print(route) } }
/// ```
///
/// Two paths are equal when their elements are, in order and of the same types; registries
/// are not compared.
public struct NavigationPath: Sendable {
    /// The elements, bottom first.
    var items: [any Hashable & Codable & Sendable]
    /// The types this path can save and restore.
    public var registry: NavigationTypeRegistry

    /// An empty path (the root) saving through `registry`.
    public init(registry: NavigationTypeRegistry = NavigationTypeRegistry()) {
        items = []
        self.registry = registry
    }

    /// A path holding `elements`, bottom first, saving through `registry`.
    public init<S: Sequence>(
        _ elements: S, registry: NavigationTypeRegistry = NavigationTypeRegistry()
    ) where S.Element: Hashable & Codable & Sendable {
        items = elements.map { $0 }
        self.registry = registry
    }

    /// The elements, bottom first; cast them back with `as?`.
    public var elements: [any Hashable & Sendable] { items.map { $0 } }

    /// Pushes `value` on top.
    public mutating func append<V: Hashable & Codable & Sendable>(_ value: V) {
        items.append(value)
    }

    /// Pops the top `k` elements; popping more than there are leaves the root, and a `k` below
    /// one pops nothing. (SwiftUI traps instead; a stale count from a key press should not.)
    public mutating func removeLast(_ k: Int = 1) {
        items.removeLast(Swift.min(Swift.max(k, 0), items.count))
    }

    /// The saved form of the path, or `nil` when an element's type is not in `registry` or its
    /// value does not encode (a `Double.nan`, say): a path is saved whole or not at all.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard let name = registry.name(of: type(of: item)),
                let value = try? JSONValue(encoding: item)
            else { return nil }
            entries.append(CodableRepresentation.Entry(type: name, value: value))
        }
        return CodableRepresentation(entries: entries)
    }
}

extension NavigationPath: RandomAccessCollection {
    /// The bottom element's position.
    public var startIndex: Int { 0 }
    /// One past the top element's position.
    public var endIndex: Int { items.count }
    /// The element at `position`, counted from the bottom.
    public subscript(position: Int) -> any Hashable & Sendable { items[position] }
}

extension NavigationPath: Hashable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.items.count == rhs.items.count && zip(lhs.items, rhs.items).allSatisfy(same)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items {
            hasher.combine(ObjectIdentifier(type(of: item)))
            hasher.combine(AnyHashable(item))
        }
    }

    /// Equal values of the same type: `AnyHashable` alone would let `1 as Int` equal
    /// `1 as Int8`, but they are different screens to whoever casts them back.
    private static func same(_ lhs: any Hashable, _ rhs: any Hashable) -> Bool {
        ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs))
            && AnyHashable(lhs) == AnyHashable(rhs)
    }
}
