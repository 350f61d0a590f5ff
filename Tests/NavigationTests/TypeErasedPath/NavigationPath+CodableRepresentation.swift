@testable import Navigation
@testable import StateFiles

extension NavigationPath {
    /// A path in a form that can be saved: a JSON array of `{"type": "<stable name>",
    /// "value": <element JSON>}`, bottom first. Decoding it needs no registry; the types come
    /// back when a path is restored from it with one (`NavigationPath.restore(_:registry:)`).
    ///
    /// An entry that is not such an object (written by hand, or damaged) is kept as a marker
    /// that restoring stops at, and is written back as `null`.
    public struct CodableRepresentation: Codable, Hashable, Sendable {
        /// One saved element; `type` is `nil` for an entry that was not well formed.
        struct Entry: Codable, Hashable, Sendable {
            let type: String?
            let value: JSONValue

            init(type: String?, value: JSONValue) {
                self.type = type
                self.value = value
            }

            /// Never throws, so one bad entry cannot take the entries around it down with it.
            init(from decoder: any Decoder) {
                guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                    let type = try? container.decode(String.self, forKey: .type),
                    let value = try? container.decode(JSONValue.self, forKey: .value)
                else {
                    self.init(type: nil, value: .null)
                    return
                }
                self.init(type: type, value: value)
            }

            func encode(to encoder: any Encoder) throws {
                guard let type else {
                    var container = encoder.singleValueContainer()
                    try container.encodeNil()
                    return
                }
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(type, forKey: .type)
                try container.encode(value, forKey: .value)
            }

            private enum CodingKeys: String, CodingKey { case type, value }
        }

        let entries: [Entry]

        init(entries: [Entry]) { self.entries = entries }

        /// How many elements were saved, restorable or not.
        public var count: Int { entries.count }

        /// The stable type names of the saved elements, bottom first (`nil` for a malformed
        /// entry): enough to tell what a saved path holds without restoring it.
        public var typeNames: [String?] { entries.map(\.type) }

        public init(from decoder: any Decoder) throws {
            entries = try decoder.singleValueContainer().decode([Entry].self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }
    }

    /// Why restoring a path stopped before the end of its representation. `index` is the first
    /// element not restored, which is also how many were.
    public enum RestoreProblem: Hashable, Sendable {
        /// The registry has no type under this name (a type from a newer build, or one whose
        /// registration was dropped).
        case unknownType(name: String, index: Int)
        /// The name is registered but its value does not decode as that type.
        case undecodableValue(name: String, index: Int)
        /// The entry is not a `{"type", "value"}` object.
        case malformedEntry(index: Int)
    }

    /// Restores `representation` element by element in order, stopping at the first element
    /// whose name the registry does not know or whose value does not decode: that element and
    /// everything after it are dropped, because the screens above it were reached through it.
    /// The path keeps `registry`. `path.count` is how many elements were kept.
    public static func restore(
        _ representation: CodableRepresentation, registry: NavigationTypeRegistry
    ) -> (path: NavigationPath, problem: RestoreProblem?) {
        var path = NavigationPath(registry: registry)
        for (index, entry) in representation.entries.enumerated() {
            guard let name = entry.type else { return (path, .malformedEntry(index: index)) }
            switch registry.decode(entry.value, named: name) {
            case .value(let value): path.items.append(value)
            case .unknownName: return (path, .unknownType(name: name, index: index))
            case .undecodable: return (path, .undecodableValue(name: name, index: index))
            }
        }
        return (path, nil)
    }

    /// The path `representation` restores to through `registry`, truncated at the first
    /// element it cannot restore; `restore(_:registry:)` also says why it stopped.
    public init(_ representation: CodableRepresentation, registry: NavigationTypeRegistry) {
        self = Self.restore(representation, registry: registry).path
    }
}
