import Foundation
import Navigation
import Testing

@Suite("RoutePath", .timeLimit(.minutes(10)))
struct RoutePathTests {
    let a = TestRoute.list(id: "a")
    let b = TestRoute.item(1)
    let c = TestRoute.cart
    let d = TestRoute.item(2)

    @Test func emptyPathIsTheRoot() {
        let path = RoutePath<TestRoute>()
        #expect(path.isEmpty)
        #expect(path.count == 0)
        #expect(path.top == nil)
        #expect(path.maxDepth == RoutePath<TestRoute>.defaultMaxDepth)
    }

    @Test func pushAddsOnTop() {
        var path = RoutePath<TestRoute>()
        let first = path.push(a)
        #expect(first == .pushed)
        let second = path.push(b)
        #expect(second == .pushed)
        #expect(path.routes == [a, b])
        #expect(path.top == b)
        #expect(path.count == 2)
        #expect(!path.isEmpty)
    }

    @Test func pushOfARouteInThePathPopsBackToIt() {
        var path = RoutePath([a, b, c, d])
        let outcome = path.push(b)
        #expect(outcome == .poppedBack(toIndex: 1))
        #expect(path.routes == [a, b])
    }

    @Test func pushOfTheTopRouteChangesNothing() {
        var path = RoutePath([a, b])
        let outcome = path.push(b)
        #expect(outcome == .poppedBack(toIndex: 1))
        #expect(path.routes == [a, b])
    }

    @Test func pushOfTheBottomRouteLeavesOnlyIt() {
        var path = RoutePath([a, b, c])
        let outcome = path.push(a)
        #expect(outcome == .poppedBack(toIndex: 0))
        #expect(path.routes == [a])
    }

    @Test func pushPastTheDepthCapForgetsTheOldest() {
        var path = RoutePath([a, b, c], maxDepth: 3)
        let outcome = path.push(d)
        #expect(outcome == .pushedForgettingOldest)
        #expect(path.routes == [b, c, d])
        #expect(path.count == 3)
    }

    @Test func manyPushesNeverExceedTheDefaultCap() {
        var path = RoutePath<TestRoute>()
        for index in 0..<200 { path.push(.item(index)) }
        #expect(path.count == RoutePath<TestRoute>.defaultMaxDepth)
        #expect(path.routes.first == .item(200 - RoutePath<TestRoute>.defaultMaxDepth))
        #expect(path.top == .item(199))
    }

    @Test(arguments: [0, -3])
    func nonPositiveCapIsRaisedToOne(cap: Int) {
        var path = RoutePath([a, b], maxDepth: cap)
        #expect(path.maxDepth == 1)
        #expect(path.routes == [b])
        let outcome = path.push(c)
        #expect(outcome == .pushedForgettingOldest)
        #expect(path.routes == [c])
    }

    @Test func popRemovesAndReturnsTheTop() {
        var path = RoutePath([a, b])
        let popped = path.pop()
        #expect(popped == b)
        #expect(path.routes == [a])
        let next = path.pop()
        #expect(next == a)
        #expect(path.isEmpty)
    }

    @Test func popAtTheRootIsANoOp() {
        var path = RoutePath<TestRoute>()
        let outcome = path.pop()
        #expect(outcome == nil)
        #expect(path.isEmpty)
    }

    @Test func popToRootEmptiesThePath() {
        var path = RoutePath([a, b, c])
        path.popToRoot()
        #expect(path.isEmpty)
        path.popToRoot()
        #expect(path.isEmpty)
    }

    @Test(arguments: [
        (index: 0, expected: 1),
        (index: 1, expected: 2),
        (index: 2, expected: 3),
        (index: 3, expected: 4),
        (index: 4, expected: 4),
        (index: 99, expected: 4),
        (index: -1, expected: 0),
        (index: -7, expected: 0),
        (index: Int.min, expected: 0),
    ])
    func popToIndexKeepsRoutesUpToIt(index: Int, expected: Int) {
        var path = RoutePath([a, b, c, d])
        path.pop(toIndex: index)
        #expect(path.routes == Array([a, b, c, d].prefix(expected)))
    }

    @Test(arguments: [Int.min, -1, 0, 5, Int.max])
    func popToIndexAtTheRootIsANoOp(index: Int) {
        var path = RoutePath<TestRoute>()
        path.pop(toIndex: index)
        #expect(path.isEmpty)
    }

    @Test func popToARouteInThePath() {
        var path = RoutePath([a, b, c, d])
        let outcome = path.pop(to: b)
        #expect(outcome)
        #expect(path.routes == [a, b])
    }

    @Test func popToARouteNotInThePathChangesNothing() {
        var path = RoutePath([a, b])
        let outcome = path.pop(to: d)
        #expect(!outcome)
        #expect(path.routes == [a, b])
    }

    @Test func replaceKeepsTheFirstOfDuplicates() {
        var path = RoutePath([c])
        path.replace(with: [a, b, a, c, b, d])
        #expect(path.routes == [a, b, c, d])
    }

    @Test func replaceKeepsTheNewestWithinTheCap() {
        var path = RoutePath<TestRoute>(maxDepth: 2)
        path.replace(with: [a, b, c, d])
        #expect(path.routes == [c, d])
    }

    @Test func replaceDedupesBeforeCapping() {
        var path = RoutePath<TestRoute>(maxDepth: 3)
        path.replace(with: [a, b, a, b, c, d])
        #expect(path.routes == [b, c, d])
    }

    @Test func initAppliesTheSameRulesAsReplace() {
        let path = RoutePath([a, a, b, c, b], maxDepth: 2)
        #expect(path.routes == [b, c])
        #expect(path.maxDepth == 2)
    }

    @Test func encodesAsAPlainJSONArray() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(RoutePath([a, c, .item(3)]))
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"[{"list":{"id":"a"}},{"cart":{}},{"item":{"_0":3}}]"#)
        #expect(try encoder.encode(RoutePath<TestRoute>()) == Data("[]".utf8))
    }

    @Test func roundTripsThroughJSON() throws {
        let path = RoutePath([a, b, c, d])
        let data = try JSONEncoder().encode(path)
        let decoded = try JSONDecoder().decode(RoutePath<TestRoute>.self, from: data)
        #expect(decoded == path)
        #expect(decoded.routes == [a, b, c, d])
    }

    @Test func decodingDedupesLikeReplace() throws {
        let json = #"[{"cart":{}},{"item":{"_0":1}},{"cart":{}}]"#
        let decoded = try JSONDecoder().decode(RoutePath<TestRoute>.self, from: Data(json.utf8))
        #expect(decoded.routes == [.cart, .item(1)])
    }

    @Test func decodingSomethingOtherThanAnArrayThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RoutePath<TestRoute>.self, from: Data(#"{"cart":{}}"#.utf8))
        }
    }
}
