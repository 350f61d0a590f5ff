@testable import Navigation
@testable import StateFiles

/// The element types a `NavigationPath` may save and restore, each under a stable name chosen
/// by its owner (`"aisle.route"`), never a mangled Swift type name: renaming or moving a type
/// keeps its saved paths readable as long as it is registered under the same name.
///
/// A name belongs to one type; registering it again for another type takes it over. A type may
/// be registered under several names: all of them are read, and the one registered last is the
/// one written — so a stable name can itself be renamed by registering the new one after the
/// old. A registry is a plain value, built once at start-up and passed to the paths that use it.
public struct NavigationTypeRegistry: Sendable {
    /// Turns an element's JSON form into a value of the registered type.
    typealias Decode =
        @Sendable (JSONValue) throws -> any Hashable & Codable
        & Sendable

    private struct Registration: Sendable {
        let type: ObjectIdentifier
        let decode: Decode
    }

    private var registrations: [String: Registration] = [:]
    /// The name each type is written under.
    private var writtenNames: [ObjectIdentifier: String] = [:]

    /// An empty registry: paths using it hold values fine but have no codable representation.
    public init() {}

    /// Registers `type` under `name`, which saved paths will carry for its values.
    public mutating func register<V: Hashable & Codable & Sendable>(
        _ type: V.Type, as name: String
    ) {
        let id = ObjectIdentifier(type)
        if let previous = registrations[name], previous.type != id {
            registrations[name] = nil
            // The displaced type keeps writing under another of its names, if it has one.
            if writtenNames[previous.type] == name {
                writtenNames[previous.type] =
                    registrations.filter { $0.value.type == previous.type }.keys.min()
            }
        }
        registrations[name] = Registration(type: id) { json in try json.decode(as: V.self) }
        writtenNames[id] = name
    }

    /// The name values of `type` are written under, or `nil` if it is not registered.
    public func name(of type: any Any.Type) -> String? {
        writtenNames[ObjectIdentifier(type)]
    }

    /// Every registered name, sorted.
    public var names: [String] { registrations.keys.sorted() }

    /// What decoding one saved element came to.
    enum Decoded {
        case value(any Hashable & Codable & Sendable)
        case unknownName
        case undecodable
    }

    /// The element saved as `json` under `name`.
    func decode(_ json: JSONValue, named name: String) -> Decoded {
        guard let registration = registrations[name] else { return .unknownName }
        guard let value = try? registration.decode(json) else { return .undecodable }
        return .value(value)
    }
}
