import Foundation
import Navigation
import Testing

/// A saved path of enum routes: a case only a newer build knows cuts the path there; any
/// other route that does not decode is damage and throws.
@Suite("SavedPath", .timeLimit(.minutes(10)))
struct SavedPathTests {
    private func decode(_ json: String) throws -> SavedPath<TestRoute> {
        try JSONDecoder().decode(SavedPath<TestRoute>.self, from: Data(json.utf8))
    }

    @Test func decodesEveryRouteWhenAllAreKnown() throws {
        let path = try decode(#"[{"cart":{}}, {"list":{"id":"a"}}, {"item":{"_0":3}}]"#)
        #expect(path.routes == [.cart, .list(id: "a"), .item(3)])
        #expect(path.firstUnknown == nil)
        #expect(path.totalCount == 3)
    }

    @Test func emptyArray() throws {
        let path = try decode("[]")
        #expect(path.routes.isEmpty)
        #expect(path.firstUnknown == nil)
        #expect(path.totalCount == 0)
    }

    /// An object with one key that names no case is a newer screen: the path stops there and
    /// everything after it, whatever its shape, is stepped over.
    @Test(arguments: [
        (#"[{"wishlist":{}}, {"cart":{}}]"#, [TestRoute](), 0, 2),
        (#"[{"cart":{}}, {"wishlist":{"id":5}}, 7, null, [1, [2]], {"k": {}}]"#, [.cart], 1, 6),
        (#"[{"cart":{}}, {"list":{"id":"a"}}, {"gift":"x"}]"#, [.cart, .list(id: "a")], 2, 3),
    ])
    func anUnknownCaseKeepsTheKnownPrefix(json: String, routes: [TestRoute], index: Int, total: Int)
        throws
    {
        let path = try decode(json)
        #expect(path.routes == routes)
        #expect(path.firstUnknown == index)
        #expect(path.totalCount == total)
    }

    /// A known case with a field of the wrong type, a route that is not one case, or a value
    /// that is not a route object throws, naming the place: it is never taken for a newer one.
    @Test(arguments: [
        #"[{"cart":{}}, {"list":{"id":5}}]"#, #"[{"item":{"_0":"x"}}]"#, #"[{"list":{}}]"#,
        #"[{"cart":5}]"#, #"[{"cart":null}]"#, #"[{"cart":{}, "list":{"id":"a"}}]"#, "[{}]",
        #"["cart"]"#, "[null]", "[7]", "[[]]", #"{"a": 1}"#, "7", "null",
    ])
    func aWrongShapeThrows(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test func theErrorNamesTheField() {
        #expect {
            try decode(#"[{"cart":{}}, {"list":{"id":5}}]"#)
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
                == ["1", "list", "id"]
        }
    }

    @Test func savedCaseNamesAnUnknownCase() throws {
        let saved = try JSONDecoder().decode(
            SavedCase<TestRoute>.self, from: Data(#"{"wishlist":{"id":"w"}}"#.utf8))
        guard case .unknown(let name) = saved else {
            Issue.record("read as \(saved)")
            return
        }
        #expect(name == "wishlist")
        #expect(saved.value == nil)
    }
}
