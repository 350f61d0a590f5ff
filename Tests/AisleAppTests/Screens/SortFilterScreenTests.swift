import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A product list sorted and filtered: the header names the order, the heading counts what
/// the filter keeps of the whole, matched letters are lit, the prompt shows while typing.
@Suite(.timeLimit(.minutes(10))) struct SortFilterScreenTests {
    static let tea = Route.category(id: "tea")
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)]

    static func state(_ keys: [Key], size: Size) throws -> AppState {
        var state = try ScreenFixture.state([Self.tea])
        for key in keys {
            let action =
                KeyMap.action(for: key, in: state, size: size) ?? .system(.unboundKeyPressed)
            _ = AisleApp.reduce(&state, action, size: size)
        }
        return state
    }

    @Test(arguments: sizes)
    func sortedByPrice(size: Size) throws {
        let state = try Self.state([.character("s"), .character("s")], size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "category-sorted")
        #expect(AppView.render(state, size: size).lines.contains { $0.contains("by price ↑") })
    }

    @Test(arguments: sizes)
    func filteringAsYouType(size: Size) throws {
        let typing = try Self.state(
            [.character("/"), .character("l"), .character("o")], size: size)
        ScreenAssertions.assertScreen(typing, size: size, named: "category-filtering")
        let kept = try Self.state(
            [.character("/"), .character("l"), .character("o"), .enter], size: size)
        ScreenAssertions.assertScreen(kept, size: size, named: "category-filtered")
        let nothing = try Self.state(
            [.character("/"), .character("z"), .character("z"), .enter], size: size)
        ScreenAssertions.assertScreen(nothing, size: size, named: "category-filtered-empty")
    }

    @Test func matchedLettersAreLit() throws {
        let size = Size(columns: 80, rows: 24)
        let state = try Self.state(
            [.character("/"), .character("l"), .character("o"), .enter, .down], size: size)
        let canvas = AppView.render(state, size: size)
        // The first row is highlighted (drawn in the highlight's style); the second is not.
        let row = try #require(canvas.lines.firstIndex { $0.contains("Loose Leaf Tea No. 2") })
        let text = canvas.lines[row]
        let start = text.distance(
            from: text.startIndex, to: try #require(text.range(of: "Loose")).lowerBound)
        #expect(canvas[row, start].style == .emphasis)
        #expect(canvas[row, start + 1].style == .emphasis)
        #expect(canvas[row, start + 2].style != .emphasis, "only \"Lo\" is lit")
        #expect(canvas[row, start + 6].style != .emphasis, "\"Leaf\" does not begin with lo")
    }
}
