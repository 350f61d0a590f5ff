import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Help is its own key context: `?`, `q` and Esc close it and do nothing else, the movement
/// keys scroll it, every other key does nothing and leaves it open. Before, `?` then `q`
/// quit, `?` then `j` closed help and moved the highlight, `?` then Enter opened a screen.
@Suite("Help context", .timeLimit(.minutes(10)))
struct HelpContextTests {
    static let coffee = Route.category(id: TestCatalog.coffee)

    static func withHelp(_ routes: [Route] = [coffee]) throws -> AppState {
        var state = try TestCatalog.state(routes)
        _ = reduce(&state, .help(.opened))
        return state
    }

    /// Presses `keys` as the run loop does: key map, then reducer; returns the effects.
    static func press(_ keys: [Key], _ state: inout AppState, size: Size = standardSize)
        -> [Effect]
    {
        keys.flatMap { key in
            AisleApp.reduce(
                &state,
                KeyMap.action(for: key, in: state, size: Size(columns: 80, rows: 24))
                    ?? .system(.unboundKeyPressed),
                size: size)
        }
    }

    @Test(arguments: [Key.character("?"), .character("q"), .escape, .function(1)])
    func closingKeysCloseHelpAndDoNothingElse(key: Key) throws {
        let before = try Self.withHelp()
        var state = before
        #expect(Self.press([key], &state).isEmpty, "no quit")
        #expect(!state.isShowingHelp)
        var expected = before
        expected.helpTop = nil
        #expect(state == expected, "the path, positions and cart are untouched")
    }

    @Test(arguments: [
        Key.enter, .right, .character("l"), .left, .backspace, .character("h"),
        .character("z"), .tab, .character("c"), .character("/"), .character(":"),
        .character("a"), .character("O"), .character("y"), .character("1"), .character("2"),
        .paste("q"), .function(2), .delete, .character("x"),
    ])
    func otherKeysDoNothingAndHelpStaysOpen(key: Key) throws {
        let before = try Self.withHelp([Self.coffee, .product(id: TestCatalog.beans)])
        var state = before
        #expect(Self.press([key], &state).isEmpty)
        #expect(state == before)
    }

    @Test(arguments: [
        (Key.up, ListMove.up), (.character("k"), .up), (.down, .down), (.character("j"), .down),
        (.pageUp, .pageUp), (.control("b"), .pageUp), (.pageDown, .pageDown),
        (.control("f"), .pageDown), (.character(" "), .pageDown), (.character("g"), .first),
        (.home, .first), (.character("G"), .last), (.end, .last), (.control("d"), .halfPageDown),
        (.control("u"), .halfPageUp),
    ])
    func movementKeysScrollTheHelpNotTheList(key: Key, move: ListMove) throws {
        let state = try Self.withHelp()
        #expect(
            KeyMap.action(for: key, in: state, size: Size(columns: 80, rows: 24))
                == .help(.scrolled(move)))
        var moved = state
        _ = Self.press([.character("j"), key], &moved)
        #expect(moved.positions == state.positions, "the list's highlight stays")
        #expect(moved.isShowingHelp)
    }

    @Test func questionMarkThenQKeepsAisleRunning() throws {
        var state = try TestCatalog.state([Self.coffee])
        #expect(Self.press([.character("?"), .character("q")], &state).isEmpty)
        #expect(!state.isShowingHelp)
        #expect(Self.press([.character("q")], &state) == [.quit], "q quits once help is closed")
    }

    @Test func questionMarkThenEnterOpensNothing() throws {
        var state = try TestCatalog.state([Self.coffee])
        _ = Self.press([.character("?"), .enter, .character("?")], &state)
        #expect(state.path.routes == [Self.coffee])
        #expect(!state.isShowingHelp)
    }

    @Test func scrollingStopsAtBothEndsAndFollowsTheSize() throws {
        let small = Size(columns: 40, rows: 10)
        var store = Store(try TestCatalog.state([Self.coffee]), size: small)
        store.send(.help(.opened)) { $0.helpTop = 0 }
        store.send(.help(.scrolled(.up)))
        store.send(.help(.scrolled(.down))) { $0.helpTop = 1 }
        // Five rows of text show at 40×10, so a page is four.
        store.send(.help(.scrolled(.pageDown))) { $0.helpTop = 5 }
        store.send(.help(.scrolled(.pageUp))) { $0.helpTop = 1 }
        let last = HelpOverlay.layout(in: AppView.body(small)).scroll.lastTop
        #expect(last > 20)
        store.send(.help(.scrolled(.last))) { $0.helpTop = last }
        store.send(.help(.scrolled(.down)))
        store.send(.help(.scrolled(.first))) { $0.helpTop = 0 }
        store.send(.help(.closed)) { $0.helpTop = nil }
    }

    @Test func aTopFromASmallerTerminalScrollsFromWhatIsShown() throws {
        var state = try Self.withHelp()
        _ = AisleApp.reduce(&state, .help(.scrolled(.last)), size: Size(columns: 40, rows: 10))
        let tall = Size(columns: 80, rows: 40)
        let lastTop = HelpOverlay.layout(in: AppView.body(tall)).scroll.lastTop
        #expect(state.helpTop ?? 0 > lastTop)
        _ = AisleApp.reduce(&state, .help(.scrolled(.up)), size: tall)
        #expect(state.helpTop == lastTop - 1)
    }

    @Test func whileHelpIsOpenOtherFeaturesActionsAreIgnored() throws {
        var store = Store(try Self.withHelp([Self.coffee]))
        // Quitting still works (Ctrl-C in the help).
        store.send(.navigation(.quitRequested), [.quit])
        store.send(.list(.opened))
        store.send(.list(.moved(.down)))
        store.send(.cart(.addRequested))
        store.send(.prompt(.searchRequested))
        store.send(.system(.saveFailed("Could not save cart.json"))) {
            $0.notice = Notice("Could not save cart.json", tone: .warning)
        }
        store.send(.system(.unboundKeyPressed)) { $0.notice = nil }
    }
}
