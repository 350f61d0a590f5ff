import Navigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Back and forward through the paths visited, like a browser.
@Suite struct VisitHistoryTests {
    typealias History = VisitHistory<String>

    /// Visits `paths` in order from Home.
    static func walked(_ paths: [[String]]) -> History {
        var history = History()
        for path in paths { history.visit(path) }
        return history
    }

    @Test func backAndForwardWalkTheVisits() {
        var history = Self.walked([["a"], ["a", "b"], ["a", "b", "c"]])
        #expect(history.back() == ["a", "b"])
        #expect(history.back() == ["a"])
        #expect(history.back() == [])
        #expect(history.back() == nil, "nothing before Home")
        #expect(history.forward() == ["a"])
        #expect(history.forward() == ["a", "b"])
        #expect(history.forward() == ["a", "b", "c"])
        #expect(history.forward() == nil)
    }

    @Test func aNewNavigationDropsWhatWasAhead() {
        var history = Self.walked([["a"], ["a", "b"], ["a", "b", "c"]])
        _ = history.back()
        _ = history.back()
        history.visit(["a", "x"])
        #expect(history.entries == [[], ["a"], ["a", "x"]])
        #expect(!history.canGoForward)
    }

    @Test func goingBackDownTheStackKeepsWhatWasAboveAhead() {
        // Back, a breadcrumb, or a screen already in the path: the screens above stay ahead.
        var history = Self.walked([["a"], ["a", "b"], ["a", "b", "c"]])
        history.visit([])
        #expect(history.current == [])
        #expect(history.forward() == ["a"])
        #expect(history.forward() == ["a", "b"])
        #expect(history.forward() == ["a", "b", "c"])
    }

    @Test func aStepBackToAPathNeverVisitedGoesJustBehindTheCurrent() {
        // A restored or linked path has no earlier visits of its lower screens.
        var history = History(["a", "b", "c"])
        history.visit(["a"])
        #expect(history.entries == [["a"], ["a", "b", "c"]])
        #expect(history.forward() == ["a", "b", "c"])
    }

    @Test func goingToTheEntryAheadStepsForward() {
        var history = Self.walked([["a"], ["a", "b"]])
        history.visit(["a"])
        history.visit(["a", "b"])
        #expect(history.entries == [[], ["a"], ["a", "b"]])
        #expect(history.index == 2)
    }

    @Test func itIsBoundedInEntriesAndRoutes() {
        var history = History()
        for index in 0..<200 { history.visit(["s\(index)"]) }
        #expect(history.entries.count == History.maximumEntries)
        #expect(history.current == ["s199"], "the oldest go first")
        let deep = (0..<64).map { "r\($0)" }
        for index in 0..<10 { history.visit(deep + ["\(index)"]) }
        #expect(history.entries.joined().count <= History.maximumRoutes)
        #expect(history.current == deep + ["9"])
    }

    @Test func itIsSavedAndReadBackWithRepeatsMergedAndTheIndexClamped() throws {
        var history = VisitHistory<TestRoute>()
        history.visit([.list(id: "a")])
        history.visit([.list(id: "a"), .item(1)])
        let data = try JSONEncoder().encode(history)
        #expect(try JSONDecoder().decode(VisitHistory<TestRoute>.self, from: data) == history)
        let odd = #"{"entries":[[{"cart":{}}],[{"cart":{}}],[]],"at":7}"#
        let read = try JSONDecoder().decode(VisitHistory<TestRoute>.self, from: Data(odd.utf8))
        #expect(read.entries == [[.cart], []])
        #expect(read.index == 1)
        let wrong = #"{"entries":"a","at":0}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(VisitHistory<TestRoute>.self, from: Data(wrong.utf8))
        }
    }
}
