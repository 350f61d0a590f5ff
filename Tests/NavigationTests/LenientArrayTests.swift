import Foundation
import Navigation
import Testing

@Suite("LenientArray")
struct LenientArrayTests {
    private func decode<Element: Decodable>(
        _ json: String, as: Element.Type = Element.self
    ) throws -> LenientArray<Element> {
        try JSONDecoder().decode(LenientArray<Element>.self, from: Data(json.utf8))
    }

    @Test func decodesEveryElementWhenAllAreGood() throws {
        let array = try decode("[1, 2, 3]", as: Int.self)
        #expect(array.elements == [1, 2, 3])
        #expect(array.firstFailure == nil)
        #expect(array.totalCount == 3)
    }

    @Test func emptyArray() throws {
        let array = try decode("[]", as: Int.self)
        #expect(array.elements.isEmpty)
        #expect(array.firstFailure == nil)
        #expect(array.totalCount == 0)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var elements: [Int]
        var firstFailure: Int?
        var totalCount: Int
        var testDescription: String { json }
    }

    @Test(arguments: [
        Case(json: #"["x", 1, 2]"#, elements: [], firstFailure: 0, totalCount: 3),
        Case(json: #"[1, "x", 3]"#, elements: [1], firstFailure: 1, totalCount: 3),
        Case(json: #"[1, 2, "x"]"#, elements: [1, 2], firstFailure: 2, totalCount: 3),
        Case(json: #"[1, null, 3]"#, elements: [1], firstFailure: 1, totalCount: 3),
        Case(json: #"[1, 2.5, 3]"#, elements: [1], firstFailure: 1, totalCount: 3),
        Case(json: #"[1, {"a": [1, 2]}, 3]"#, elements: [1], firstFailure: 1, totalCount: 3),
        Case(json: #"[1, [4, 5], 3]"#, elements: [1], firstFailure: 1, totalCount: 3),
        // After the failure every kind of JSON value is stepped over, good ones included.
        Case(
            json: #"[7, true, null, "s", 3, 4.5, [1, [2]], {"k": {"n": null}}, false, 9]"#,
            elements: [7], firstFailure: 1, totalCount: 10),
        Case(json: #"[1, 2, 3, 4, {}]"#, elements: [1, 2, 3, 4], firstFailure: 4, totalCount: 5),
    ])
    func stopsAtTheFirstUndecodableElement(_ testCase: Case) throws {
        let array = try decode(testCase.json, as: Int.self)
        #expect(array.elements == testCase.elements)
        #expect(array.firstFailure == testCase.firstFailure)
        #expect(array.totalCount == testCase.totalCount)
    }

    @Test func keepsTheKnownPrefixOfRoutes() throws {
        let json = #"[{"cart":{}}, {"list":{"id":"a"}}, {"wishlist":{}}, {"item":{"_0":1}}]"#
        let array = try decode(json, as: TestRoute.self)
        #expect(array.elements == [.cart, .list(id: "a")])
        #expect(array.firstFailure == 2)
        #expect(array.totalCount == 4)
    }

    @Test func nestedInADocument() throws {
        struct Body: Decodable { var path: LenientArray<TestRoute> }
        let json = #"{"path": [{"cart":{}}, {"item":{"_0":"not a number"}}], "other": 1}"#
        let body = try JSONDecoder().decode(Body.self, from: Data(json.utf8))
        #expect(body.path.elements == [.cart])
        #expect(body.path.firstFailure == 1)
        #expect(body.path.totalCount == 2)
    }

    @Test(arguments: [#"{"a": 1}"#, #""text""#, "7", "null"])
    func somethingOtherThanAnArrayThrows(json: String) {
        #expect(throws: DecodingError.self) { try decode(json, as: Int.self) }
    }
}
