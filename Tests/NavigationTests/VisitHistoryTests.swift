import Navigation
import Testing

/// Back and forward through the paths visited, like a browser.
@Suite(.timeLimit(.minutes(10))) struct VisitHistoryTests {
    typealias History = VisitHistory<String, Int>

    /// Visits `paths` in order from Home.
    static func walked(_ paths: [[String]]) -> History {
        var history = History()
        for path in paths { history.visit(path) }
        return history
    }

    @Test func backAndForwardWalkTheVisits() {
        var history = Self.walked([["a"], ["a", "b"], ["a", "b", "c"]])
        #expect(history.back()?.routes == ["a", "b"])
        #expect(history.back()?.routes == ["a"])
        #expect(history.back()?.routes == [])
        #expect(history.back()?.routes == nil, "nothing before Home")
        #expect(history.forward()?.routes == ["a"])
        #expect(history.forward()?.routes == ["a", "b"])
        #expect(history.forward()?.routes == ["a", "b", "c"])
        #expect(history.forward()?.routes == nil)
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
        #expect(history.forward()?.routes == ["a"])
        #expect(history.forward()?.routes == ["a", "b"])
        #expect(history.forward()?.routes == ["a", "b", "c"])
    }

    @Test func aStepBackToAPathNeverVisitedGoesJustBehindTheCurrent() {
        // A restored or linked path has no earlier visits of its lower screens.
        var history = History(["a", "b", "c"])
        history.visit(["a"])
        #expect(history.entries == [["a"], ["a", "b", "c"]])
        #expect(history.forward()?.routes == ["a", "b", "c"])
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

    @Test func eachEntryLeftKeepsItsPositionsAndTheOneOnDisplayNone() {
        var history = History()
        history.visit(["a"], leaving: [nil: 3])
        history.visit(["a", "b"], leaving: [nil: 3, "a": 5, "gone": 9])
        #expect(history.visits.map(\.positions) == [[nil: 3], [nil: 3, "a": 5], [:]])
        let back = history.back(leaving: ["b": 1])
        #expect(back == .init(routes: ["a"], positions: [nil: 3, "a": 5]))
        #expect(history.visits[1].positions.isEmpty, "the entry on display holds none")
        #expect(history.visits[2].positions == ["b": 1])
        #expect(history.forward(leaving: [nil: 4, "a": 6])?.positions == ["b": 1])
        #expect(history.visits[1].positions == [nil: 4, "a": 6])
        // Going down the stack steps back into the earlier visit, with the live positions.
        history.visit([], leaving: [nil: 4, "a": 6, "b": 2])
        #expect(history.index == 0)
        #expect(history.visits[0].positions.isEmpty)
        #expect(history.visits[2].positions == [nil: 4, "a": 6, "b": 2])
    }

    @Test func readBackRepeatsMergeAndTheIndexIsClamped() {
        let read = History(
            visits: [
                .init(routes: ["c"], positions: [nil: 1]),
                .init(routes: ["c"], positions: [nil: 2]),
                .init(routes: [], positions: [nil: 7]),
            ], index: 7)
        #expect(read.entries == [["c"], []])
        #expect(read.index == 1)
        #expect(read.visits[0].positions == [nil: 2], "the later repeat's positions")
        #expect(read.visits[1].positions.isEmpty, "the entry on display holds none")
    }
}
