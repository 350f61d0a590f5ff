import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// `m` shows this session's notices again; Ctrl-L asks for a full repaint.
@Suite("Message log and repaint", .timeLimit(.minutes(10)))
struct MessageLogTests {
    static let size = Size(columns: 80, rows: 24)

    static func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        for key in keys {
            let action =
                KeyMap.action(for: key, in: state, size: size) ?? .system(.unboundKeyPressed)
            effects += AisleApp.reduce(&state, action, size: size)
        }
        return effects
    }

    @Test func everyNoticeIsLoggedOnceInOrder() throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        _ = Self.press(
            [.character("a"), .character("["), .character("["), .character("y")], &state)
        #expect(state.messages.map(\.text).count == 3, "\(state.messages)")
        #expect(state.messages[0].text.hasPrefix("Added House Blend Beans"))
        #expect(state.messages[1] == Notice("Nothing further back"), "a repeat is kept once")
        #expect(state.messages[2].text.hasPrefix("Sent aisle://"))
        #expect(state.notice == state.messages.last)
    }

    @Test func theLogIsBounded() throws {
        var state = try TestCatalog.state()
        for index in 0..<(MessageLog.maximumEntries + 5) {
            _ = AisleApp.reduce(&state, .system(.saveFailed("failure \(index)")), size: Self.size)
        }
        #expect(state.messages.count == MessageLog.maximumEntries)
        #expect(state.messages.first?.text == "failure 5")
    }

    @Test func mOpensTheLogWhichScrollsAndClosesAndTakesNoOtherKey() throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        for index in 0..<60 {
            _ = AisleApp.reduce(&state, .system(.saveFailed("failure \(index)")), size: Self.size)
        }
        _ = Self.press([.character("m")], &state)
        #expect(state.isShowingLog)
        #expect(KeyContext.of(state) == .messages)
        _ = Self.press([.character("j"), .pageDown], &state)
        #expect(state.logTop == 1 + 18)
        let before = state
        _ = Self.press([.enter, .character("a"), .character("/"), .character("["), .left], &state)
        #expect(state.path == before.path && state.cart == before.cart && state.prompt == nil)
        _ = Self.press([.character("G")], &state)
        #expect(state.logTop == 60 - 19)
        _ = Self.press([.escape], &state)
        #expect(!state.isShowingLog)
        #expect(state.path.routes == [.category(id: TestCatalog.coffee)])
        _ = Self.press([.character("m"), .character("m")], &state)
        #expect(!state.isShowingLog, "m closes it again")
        _ = Self.press([.character("m")], &state)
        #expect(Self.press([.control("c")], &state) == [.quit])
    }

    @Test(arguments: [KeyContext.list, .prompt, .help, .messages, .textField, .choice])
    func controlLAsksForARepaintAndChangesNothing(context: KeyContext) throws {
        var state = try KeyBindingsTests.state(context)
        state.notice = Notice("still here")
        let before = state
        #expect(Self.press([.control("l")], &state) == [.repaint])
        #expect(state == before)
    }

    @Test func controlLWorksWhileTheTerminalIsTooSmall() throws {
        let state = try TestCatalog.state()
        #expect(
            KeyMap.action(for: .control("l"), in: state, size: Size(columns: 30, rows: 8))
                == .system(.repaintRequested))
    }
}
