import Navigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A second route type, to mix with `TestRoute`.
private struct Topic: Hashable, Codable, Sendable {
    var name: String
}

/// The same saved shape under two Swift names: a type renamed between builds.
private enum ScreenBeforeRename: Hashable, Codable, Sendable { case detail(id: String) }
private enum ScreenAfterRename: Hashable, Codable, Sendable { case detail(id: String) }

/// Scalars at the edges of what JSON numbers and strings carry.
private struct Awkward: Hashable, Codable, Sendable {
    var big: UInt64
    var small: Int64
    var fraction: Double
    var flag: Bool
    var text: String
    var nested: [[String: Int]]
    var missing: Int?
}

/// Hashable and Codable, but its value cannot be written as JSON.
private struct NotANumber: Hashable, Codable, Sendable {
    var value = Double.nan
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

@Suite("NavigationPath coding", .timeLimit(.minutes(10)))
struct NavigationPathCodingTests {
    static var registry: NavigationTypeRegistry {
        var registry = NavigationTypeRegistry()
        registry.register(TestRoute.self, as: "test.route")
        registry.register(Topic.self, as: "test.topic")
        registry.register(Awkward.self, as: "test.awkward")
        registry.register(NotANumber.self, as: "test.nan")
        return registry
    }

    static func json(_ representation: NavigationPath.CodableRepresentation?) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(representation), as: UTF8.self)
    }

    static func representation(_ json: String) throws -> NavigationPath.CodableRepresentation {
        try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
    }

    static func mixedPath() -> NavigationPath {
        var path = NavigationPath(registry: registry)
        path.append(TestRoute.list(id: "coffee"))
        path.append(Topic(name: "keys"))
        path.append(TestRoute.item(7))
        return path
    }

    @Test func encodesAsAnArrayOfStableNamesAndValues() throws {
        let json = try Self.json(Self.mixedPath().codable)
        #expect(
            json == #"[{"type":"test.route","value":{"list":{"id":"coffee"}}},"#
                + #"{"type":"test.topic","value":{"name":"keys"}},"#
                + #"{"type":"test.route","value":{"item":{"_0":7}}}]"#)
    }

    @Test func mixedPathRoundTrips() throws {
        let path = Self.mixedPath()
        let json = try Self.json(path.codable)
        let (restored, problem) = NavigationPath.restore(
            try Self.representation(json), registry: Self.registry)
        #expect(problem == nil)
        #expect(restored == path)
        #expect(restored.count == 3)
        #expect(NavigationPath(try Self.representation(json), registry: Self.registry) == path)
    }

    @Test func awkwardValuesRoundTripExactly() throws {
        let value = Awkward(
            big: .max, small: .min, fraction: 0.1, flag: false, text: "é/\"\\\u{0}😀",
            nested: [[:], ["a": -1, "b": 2]], missing: nil)
        let path = NavigationPath([value], registry: Self.registry)
        let restored = NavigationPath(
            try Self.representation(try Self.json(path.codable)), registry: Self.registry)
        try #require(restored.count == 1)
        #expect(restored[0] as? Awkward == value)
    }

    @Test func emptyPathEncodesAsAnEmptyArray() throws {
        let path = NavigationPath(registry: Self.registry)
        #expect(try Self.json(path.codable) == "[]")
        #expect(NavigationPath(try Self.representation("[]"), registry: Self.registry).isEmpty)
    }

    @Test func unregisteredElementMeansNoRepresentation() {
        var path = Self.mixedPath()
        path.append("a plain string")
        #expect(path.codable == nil)
        path.removeLast()
        #expect(path.codable != nil)
        #expect(NavigationPath([TestRoute.cart]).codable == nil)
    }

    @Test func unencodableValueMeansNoRepresentation() {
        let path = NavigationPath([NotANumber()], registry: Self.registry)
        #expect(path.codable == nil)
    }

    @Test func unknownNameTruncatesThere() throws {
        let json =
            #"[{"type":"test.route","value":{"cart":{}}},"#
            + #"{"type":"test.topic","value":{"name":"a"}},"#
            + #"{"type":"newer.screen","value":{}},"#
            + #"{"type":"test.route","value":{"item":{"_0":1}}}]"#
        let representation = try Self.representation(json)
        let (path, problem) = NavigationPath.restore(representation, registry: Self.registry)
        #expect(representation.count == 4)
        #expect(problem == .unknownType(name: "newer.screen", index: 2))
        var expected = NavigationPath([TestRoute.cart])
        expected.append(Topic(name: "a"))
        #expect(path == expected)
    }

    @Test func undecodableValueTruncatesThere() throws {
        let json = #"[{"type":"test.topic","value":{"name":"a"}},{"type":"test.topic","value":5}]"#
        let (path, problem) = NavigationPath.restore(
            try Self.representation(json), registry: Self.registry)
        #expect(path == NavigationPath([Topic(name: "a")]))
        #expect(problem == .undecodableValue(name: "test.topic", index: 1))
    }

    @Test(arguments: [
        #"[{"type":"test.topic","value":{"name":"a"}},5]"#,
        #"[{"type":"test.topic","value":{"name":"a"}},{"value":{"name":"b"}}]"#,
        #"[{"type":"test.topic","value":{"name":"a"}},{"type":"test.topic"}]"#,
        #"[{"type":"test.topic","value":{"name":"a"}},{"type":3,"value":{}}]"#,
        #"[{"type":"test.topic","value":{"name":"a"}},null,{"type":"test.topic","value":{}}]"#,
    ])
    func malformedEntryTruncatesThere(json: String) throws {
        let (path, problem) = NavigationPath.restore(
            try Self.representation(json), registry: Self.registry)
        #expect(path == NavigationPath([Topic(name: "a")]))
        #expect(problem == .malformedEntry(index: 1))
    }

    @Test func deeplyNestedValueIsMalformedNotRecursedInto() throws {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let json = #"[{"type":"test.topic","value":"# + deep + "}]"
        let (path, problem) = NavigationPath.restore(
            try Self.representation(json), registry: Self.registry)
        #expect(path.isEmpty)
        #expect(problem == .malformedEntry(index: 0))
    }

    @Test func representationThatIsNotAnArrayDoesNotDecode() {
        #expect(throws: DecodingError.self) { try Self.representation(#"{"type":"x"}"#) }
    }

    @Test func renamedTypeStillDecodesByItsStableName() throws {
        var before = NavigationTypeRegistry()
        before.register(ScreenBeforeRename.self, as: "app.screen")
        let saved = try Self.json(
            NavigationPath([ScreenBeforeRename.detail(id: "p-1")], registry: before).codable)

        var after = NavigationTypeRegistry()
        after.register(ScreenAfterRename.self, as: "app.screen")
        let (path, problem) = NavigationPath.restore(
            try Self.representation(saved), registry: after)
        #expect(problem == nil)
        #expect(path == NavigationPath([ScreenAfterRename.detail(id: "p-1")]))
        #expect(!saved.contains("Rename"))
    }

    @Test func representationListsItsTypeNames() throws {
        let representation = try #require(Self.mixedPath().codable)
        #expect(representation.typeNames == ["test.route", "test.topic", "test.route"])
        #expect(representation.count == 3)
    }
}
