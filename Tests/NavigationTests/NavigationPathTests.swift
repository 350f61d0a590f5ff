import Navigation
import Testing

/// A route type from "another module", to mix with `TestRoute` in one path.
private struct HelpTopic: Hashable, Codable, Sendable {
    var name: String
}

@Suite("NavigationPath", .timeLimit(.minutes(10)))
struct NavigationPathTests {
    @Test func startsEmpty() {
        let path = NavigationPath()
        #expect(path.isEmpty)
        #expect(path.count == 0)
        #expect(path.elements.isEmpty)
        #expect(path.last == nil)
    }

    @Test func holdsMixedTypesInOrder() throws {
        var path = NavigationPath()
        path.append(TestRoute.list(id: "a"))
        path.append(HelpTopic(name: "keys"))
        path.append(42)
        try #require(path.count == 3)
        #expect(!path.isEmpty)
        #expect(path[0] as? TestRoute == .list(id: "a"))
        #expect(path[1] as? HelpTopic == HelpTopic(name: "keys"))
        #expect(path.last as? Int == 42)
        var seen: [String] = []
        for element in path { seen.append(String(describing: type(of: element))) }
        #expect(seen == ["TestRoute", "HelpTopic", "Int"])
        #expect(path.elements.count == 3)
    }

    @Test(arguments: [(1, 4), (2, 3), (5, 0), (6, 0), (100, 0), (0, 5), (-1, 5)])
    func removeLastPopsUpToK(k: Int, remaining: Int) {
        var path = NavigationPath((1...5).map { TestRoute.item($0) })
        path.removeLast(k)
        #expect(path.count == remaining)
        #expect(path == NavigationPath((1...5).prefix(remaining).map { TestRoute.item($0) }))
    }

    @Test func removeLastDefaultsToOne() {
        var path = NavigationPath([TestRoute.cart, .item(1)])
        path.removeLast()
        #expect(path == NavigationPath([TestRoute.cart]))
        path.removeLast()
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test func equalityComparesElementsInOrder() {
        let path = NavigationPath([TestRoute.cart, .item(1)])
        #expect(path == NavigationPath([TestRoute.cart, .item(1)]))
        #expect(path != NavigationPath([TestRoute.item(1), .cart]))
        #expect(path != NavigationPath([TestRoute.cart]))
        #expect(NavigationPath() == NavigationPath())
    }

    @Test func equalValuesOfDifferentTypesDiffer() {
        #expect(NavigationPath([1 as Int]) != NavigationPath([1 as Int8]))
        #expect(NavigationPath([1 as Int]) == NavigationPath([1 as Int]))
        #expect(NavigationPath(["1"]) != NavigationPath([1]))
    }

    @Test func equalityIgnoresTheRegistry() {
        var registry = NavigationTypeRegistry()
        registry.register(TestRoute.self, as: "test.route")
        let withRegistry = NavigationPath([TestRoute.cart], registry: registry)
        #expect(withRegistry == NavigationPath([TestRoute.cart]))
    }

    @Test func equalPathsHashAlike() {
        var mixed = NavigationPath([TestRoute.cart])
        mixed.append(HelpTopic(name: "keys"))
        var same = NavigationPath([TestRoute.cart])
        same.append(HelpTopic(name: "keys"))
        let set: Set = [mixed, same, NavigationPath()]
        #expect(set.count == 2)
        #expect(mixed.hashValue == same.hashValue)
    }
}
