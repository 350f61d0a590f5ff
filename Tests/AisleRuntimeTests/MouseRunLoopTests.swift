import AisleApp
import AisleRuntime
import Storefront
import TerminalUI
import Testing

/// Clicks and the wheel through the real loop on a `TestTerminal`: what the frames show after,
/// and double-clicks timed on the manual clock (never wall time). Home at 80×24 lists "Tea
/// Room" on row 4, "Tools" on 5, "Cups" on 6; a category lists its products from row 4.
@Suite(.timeLimit(.minutes(10))) struct MouseRunLoopTests {
    static func click(_ row: Int, _ column: Int) -> TestTerminal.Step {
        .event(.mouse(MouseEvent(.press(.left), row: row, column: column)))
    }

    static func wheel(down: Bool, _ row: Int, _ column: Int) -> TestTerminal.Step {
        .event(.mouse(MouseEvent(down ? .wheelDown : .wheelUp, row: row, column: column)))
    }

    /// A frame is drawn, and the next press is no double-click.
    static var later: TestTerminal.Step { .pause(.seconds(1)) }

    @Test func aClickHighlightsAndAClickOnTheHighlightOpens() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(), [Self.click(5, 10), Self.later, Self.click(5, 10), Self.later])
        #expect(terminal.frames.contains { $0.contains { $0.hasPrefix("▸ Tools") } })
        #expect(loop.state.path.routes == [.category(id: "tools")])
        #expect(terminal.screen.contains { $0.contains("Tea Kettle") })
    }

    /// The first press of a double-click on the highlighted row opens it; the second lands on
    /// the new screen and is swallowed, instead of opening that screen's first row too.
    @Test func aDoubleClickOnTheHighlightOpensOnce() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, _) = scratch.run(
            try scratch.startup(), [Self.click(4, 10), Self.click(4, 10), Self.later])
        #expect(loop.state.path.routes == [.category(id: "tea")])
    }

    /// The same two presses a second apart on the manual clock are two clicks.
    @Test func twoClicksFarApartAreTwoClicks() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, _) = scratch.run(
            try scratch.startup(), [Self.click(4, 10), Self.later, Self.click(4, 10), Self.later])
        #expect(loop.state.path.routes == [.category(id: "tea"), .product(id: "t-1")])
    }

    @Test func aDoubleClickOnAnotherRowOpensIt() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, _) = scratch.run(
            try scratch.startup(), [Self.click(6, 10), Self.click(6, 10), Self.later])
        #expect(loop.state.path.routes == [.category(id: "cups")])
    }

    @Test func theWheelScrollsTheListUnderThePointer() throws {
        let scratch = try RuntimeScratch(catalogJSON: RuntimeScratch.catalogJSON(categories: 40))
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [Self.wheel(down: true, 8, 10), Self.wheel(down: true, 8, 10), Self.later])
        #expect(loop.state.positions[nil] == ListPosition(selected: 6, top: 6))
        #expect(terminal.screen[4].contains("▸ Shelf 6"))
        // Over the heading the wheel does nothing.
        let (_, still, _) = scratch.run(
            try scratch.startup(.fresh), [Self.wheel(down: true, 2, 10), Self.later])
        #expect(still.state.positions[nil] ?? ListPosition() == ListPosition())
    }

    /// The message log covers the screen: clicks and the wheel on the rows under it reach
    /// nothing (`MouseMap` once forgot the log), and the screen is as it was once it closes.
    @Test func theScreenUnderTheLogTakesNoClicks() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [
                .key(.character("m")), Self.later, Self.click(5, 10), Self.later,
                Self.click(5, 10), Self.wheel(down: true, 8, 10), Self.later,
            ])
        #expect(loop.state.overlay == .log)
        #expect(loop.state.path.isEmpty)
        #expect(loop.state.positions[nil] ?? ListPosition() == ListPosition())
        #expect(terminal.frames.allSatisfy { !$0.contains { $0.hasPrefix("▸ Tools") } })
    }

    @Test func aBreadcrumbGoesBack() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [.key(.enter), .key(.enter), Self.later, Self.click(0, 3), Self.later])
        #expect(terminal.frames.contains { $0[0].contains("3 Sencha Green") })
        #expect(loop.state.path.isEmpty)
    }

    @Test func aKeyHintRunsItsKey() throws {
        let scratch = try RuntimeScratch()
        let startup = try scratch.startup()
        let bottom = AppView.render(startup.state, size: Size(columns: 80, rows: 24)).lines[23]
        let quit = try #require(bottom.range(of: "q quit"))
        let column = bottom.distance(from: bottom.startIndex, to: quit.lowerBound)
        let (ending, _, _) = scratch.run(startup, [Self.click(23, column + 2), Self.later])
        #expect(ending == .quit)
    }

    /// Shipping at 80×24 puts "City" on row 7: a click there, then typing, fills the city.
    @Test func aClickOnAFormFieldFocusesIt() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, terminal) = scratch.run(
            try scratch.startup(),
            [
                .key(.enter), .key(.enter), .key(.character("a")), .key(.character("c")),
                .key(.enter), Self.later, Self.click(7, 4),
            ] + TestTerminal.Step.keys("Oslo")
                + [Self.later])
        #expect(loop.state.draft.shipping.city.text == "Oslo")
        #expect(loop.state.draft.shipping.name.text.isEmpty)
        #expect(terminal.screen[7].contains("City") && terminal.screen[7].contains("Oslo"))
    }

    /// A click on nothing changes nothing, not even the notice.
    @Test func aClickOnNothingKeepsTheNotice() throws {
        let scratch = try RuntimeScratch()
        let (_, loop, _) = scratch.run(
            try scratch.startup(),
            [
                .key(.enter), .key(.enter), .key(.character("a")), Self.later, Self.click(1, 30),
                Self.later,
            ])
        #expect(loop.state.notice != nil)
    }
}
