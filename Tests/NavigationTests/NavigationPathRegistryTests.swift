import Navigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private struct First: Hashable, Codable, Sendable { var id: Int }
private struct Second: Hashable, Codable, Sendable { var id: Int }

@Suite("NavigationTypeRegistry", .timeLimit(.minutes(10)))
struct NavigationPathRegistryTests {
    static func restore(_ json: String, _ registry: NavigationTypeRegistry) throws
        -> (path: NavigationPath, problem: NavigationPath.RestoreProblem?)
    {
        let representation = try JSONDecoder().decode(
            NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
        return NavigationPath.restore(representation, registry: registry)
    }

    @Test func emptyRegistryKnowsNothing() {
        let registry = NavigationTypeRegistry()
        #expect(registry.names.isEmpty)
        #expect(registry.name(of: First.self) == nil)
    }

    @Test func namesAreWhatWasRegistered() {
        var registry = NavigationTypeRegistry()
        registry.register(Second.self, as: "b")
        registry.register(First.self, as: "a")
        #expect(registry.names == ["a", "b"])
        #expect(registry.name(of: First.self) == "a")
        #expect(registry.name(of: Second.self) == "b")
        #expect(registry.name(of: Int.self) == nil)
    }

    @Test func laterNameIsWrittenAndBothAreRead() throws {
        var registry = NavigationTypeRegistry()
        registry.register(First.self, as: "old")
        registry.register(First.self, as: "new")
        #expect(registry.name(of: First.self) == "new")
        let json = #"[{"type":"old","value":{"id":1}},{"type":"new","value":{"id":2}}]"#
        let (path, problem) = try Self.restore(json, registry)
        #expect(problem == nil)
        #expect(path == NavigationPath([First(id: 1), First(id: 2)]))
        #expect(path.codable?.typeNames == ["new", "new"])
    }

    @Test func takingOverANameMovesItToTheNewType() throws {
        var registry = NavigationTypeRegistry()
        registry.register(First.self, as: "shared")
        registry.register(Second.self, as: "shared")
        #expect(registry.name(of: First.self) == nil)
        #expect(registry.name(of: Second.self) == "shared")
        let (path, _) = try Self.restore(#"[{"type":"shared","value":{"id":3}}]"#, registry)
        #expect(path == NavigationPath([Second(id: 3)]))
    }

    @Test func displacedTypeKeepsWritingUnderItsOtherName() {
        var registry = NavigationTypeRegistry()
        registry.register(First.self, as: "first.alias")
        registry.register(First.self, as: "shared")
        registry.register(Second.self, as: "shared")
        #expect(registry.name(of: First.self) == "first.alias")
        #expect(registry.names == ["first.alias", "shared"])
    }
}
