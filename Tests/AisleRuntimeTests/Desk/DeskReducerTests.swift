import AisleRuntime
import Storefront
import TerminalUI
import TestSupport
import Testing
import UserData

/// The desk's reducer: moving, opening, the filter, and ship/cancel asked first, written as an
/// effect, and told only when the answer comes back.
@Suite(.timeLimit(.minutes(10))) struct DeskReducerTests {
    @Test func shipAsksFirstThenWritesAndSaysSoOnlyWhenCommitted() {
        var state = DeskFixtures.state()
        #expect(state.selectedOrder?.order.id == "A-3")
        #expect(DeskReducer.reduce(&state, .changePressed(.shipped)).isEmpty)
        #expect(state.confirming == DeskChange(.shipped, of: "A-3"))
        #expect(
            DeskReducer.reduce(&state, .confirmed) == [.setStatus(DeskChange(.shipped, of: "A-3"))])
        #expect(state.confirming == nil)
        #expect(state.changing == DeskChange(.shipped, of: "A-3"))
        #expect(state.notice == nil, "nothing is said before the commit")
        #expect(state.order("A-3")?.order.status == .placed)
        let change = StatusChange(status: .shipped, at: "2026-05-04T09:00:00Z", by: "ann")
        _ = DeskReducer.reduce(
            &state, .statusChanged(StatusChanged(number: "A-3", change: change, restocked: false)))
        #expect(state.changing == nil)
        #expect(state.notice?.text == "Order A-3 is shipped.")
        #expect(state.order("A-3")?.order.status == .shipped)
        #expect(state.order("A-3")?.history.last == change)
    }

    @Test func declinedQuestionWritesNothing() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .changePressed(.cancelled))
        #expect(state.confirming == DeskChange(.cancelled, of: "A-3"))
        #expect(DeskReducer.reduce(&state, .declined).isEmpty)
        #expect(state.confirming == nil && state.changing == nil)
    }

    @Test func anOrderKnownShippedIsRefusedAtOnceNamingIt() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .moved(by: 1))
        #expect(state.selectedOrder?.order.id == "A-2")
        #expect(DeskReducer.reduce(&state, .changePressed(.cancelled)).isEmpty)
        #expect(state.confirming == nil)
        #expect(state.notice?.text == "Order A-2 is already shipped; it stays so")
    }

    @Test func aChangeRefusedByTheDatabaseNamesTheOrderAndTakesItsStatus() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .changePressed(.shipped))
        _ = DeskReducer.reduce(&state, .confirmed)
        let other = StatusChange(status: .cancelled, at: "2026-05-04T09:00:00Z", by: "bea")
        _ = DeskReducer.reduce(&state, .statusRefused(.already("A-3", .cancelled, other)))
        #expect(state.changing == nil)
        #expect(state.notice?.text == "Order A-3 is already cancelled (by bea); it stays so")
        #expect(state.notice?.tone == .warning)
        #expect(state.order("A-3")?.order.status == .cancelled)
    }

    @Test func aFailedWriteLeavesTheOrderAsItWas() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .changePressed(.shipped))
        _ = DeskReducer.reduce(&state, .confirmed)
        _ = DeskReducer.reduce(
            &state, .statusFailed(DeskChange(.shipped, of: "A-3"), reason: "the disk is full"))
        #expect(state.notice?.text == "Order A-3 was not changed: the disk is full")
        #expect(state.order("A-3")?.order.status == .placed)
    }

    @Test func newOrdersAreCountedAndKeepTheHighlightWhereItWas() {
        var state = DeskFixtures.state(Array(DeskFixtures.orders.dropFirst()))
        #expect(state.selectedOrder?.order.id == "A-2")
        #expect(state.arrived.isEmpty, "the first read brings no news")
        _ = DeskReducer.reduce(&state, .ordersRead(DeskFixtures.orders, unreadable: 0))
        #expect(state.arrived == ["A-3"])
        #expect(state.selectedOrder?.order.id == "A-2")
        _ = DeskReducer.reduce(&state, .movedToEnd(last: false))
        _ = DeskReducer.reduce(&state, .openPressed)
        #expect(state.screen == .order(number: "A-3"))
        #expect(state.arrived.isEmpty, "opened: no longer new")
    }

    @Test func theFilterStepsThroughTheStatusesAndTheCustomerListIsTheirs() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .filterPressed)
        #expect(state.filter == .placed)
        #expect(state.rows(.all).map(\.order.id) == ["A-3", "A-1"])
        for _ in 0..<3 { _ = DeskReducer.reduce(&state, .filterPressed) }
        #expect(state.filter == nil)
        _ = DeskReducer.reduce(&state, .moved(by: 2))
        _ = DeskReducer.reduce(&state, .customerPressed)
        #expect(state.screen == .customer(id: DeskFixtures.alice))
        #expect(state.rows(.customer(DeskFixtures.alice)).map(\.order.id) == ["A-2", "A-1"])
        #expect(state.selectedOrder?.order.id == "A-1")
        _ = DeskReducer.reduce(&state, .backPressed)
        #expect(state.screen == nil)
    }

    @Test func keysWhileAskingOnlyAnswer() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .changePressed(.shipped))
        let size = Size(columns: 80, rows: 24)
        #expect(DeskKeyMap.action(for: .character("y"), in: state, size: size) == .confirmed)
        #expect(DeskKeyMap.action(for: .enter, in: state, size: size) == .confirmed)
        #expect(DeskKeyMap.action(for: .escape, in: state, size: size) == .declined)
        #expect(DeskKeyMap.action(for: .character("n"), in: state, size: size) == .declined)
        #expect(DeskKeyMap.action(for: .character("s"), in: state, size: size) == nil)
        #expect(DeskKeyMap.action(for: .down, in: state, size: size) == nil)
    }

    @Test func aClickHighlightsARowAndASecondOpensIt() {
        var state = DeskFixtures.state()
        let size = Size(columns: 80, rows: 24)
        // Rows: the bar, a blank, the heading, then the list from row 3.
        let click = MouseEvent(.press(.left), row: 5, column: 10)
        let action = DeskMouse.action(for: click, in: state, size: size)
        #expect(action == .rowClicked(2))
        _ = DeskReducer.reduce(&state, .rowClicked(2))
        #expect(state.selectedOrder?.order.id == "A-1" && state.screen == nil)
        _ = DeskReducer.reduce(&state, .rowClicked(2))
        #expect(state.screen == .order(number: "A-1"))
        // Under the list, or while a question is asked, a click does nothing.
        #expect(
            DeskMouse.action(
                for: MouseEvent(.press(.left), row: 20, column: 1), in: DeskFixtures.state(),
                size: size) == nil)
    }

    @Test func aCancelSaysWhetherTheUnitsWentBack() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .changePressed(.cancelled))
        _ = DeskReducer.reduce(&state, .confirmed)
        let change = StatusChange(status: .cancelled, at: "2026-05-04T09:00:00Z", by: "ann")
        _ = DeskReducer.reduce(
            &state, .statusChanged(StatusChanged(number: "A-3", change: change, restocked: true)))
        #expect(state.notice?.text == "Order A-3 is cancelled. Its units are back in stock.")
        #expect(state.order("A-3")?.order.status == .cancelled)
    }

    @Test func aCrumbClickedOrItsNumberGoesBack() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .openPressed)
        _ = DeskReducer.reduce(&state, .customerPressed)
        #expect(state.path.count == 2)
        let size = Size(columns: 80, rows: 24)
        // " 1 Orders › 2 A-3 › 3 Customer …": column 3 is the first crumb's.
        let click = MouseEvent(.press(.left), row: 0, column: 3)
        #expect(DeskMouse.action(for: click, in: state, size: size) == .crumbChosen(depth: 0))
        let current = MouseEvent(.press(.left), row: 0, column: 22)
        #expect(DeskMouse.action(for: current, in: state, size: size) == nil)
        #expect(
            DeskKeyMap.action(for: .character("2"), in: state, size: size) == .crumbChosen(depth: 1)
        )
        #expect(DeskKeyMap.action(for: .character("3"), in: state, size: size) == nil)
        _ = DeskReducer.reduce(&state, .crumbChosen(depth: 1))
        #expect(state.screen == .order(number: "A-3"))
        _ = DeskReducer.reduce(&state, .crumbChosen(depth: 0))
        #expect(state.screen == nil)
    }
}
