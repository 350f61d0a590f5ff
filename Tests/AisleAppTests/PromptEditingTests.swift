import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The prompts edit like the checkout fields, keep a history walked with ↑/↓, and close on
/// Esc or Ctrl-C without quitting.
@Suite("Prompt editing and history", .timeLimit(.minutes(10)))
struct PromptEditingTests {
    static let size = Size(columns: 80, rows: 24)

    /// Sends each key as the key map would, with the prompt open.
    static func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        for key in keys {
            let action =
                KeyMap.action(for: key, in: state, size: size) ?? .system(.unboundKeyPressed)
            effects += AisleApp.reduce(&state, action, size: size)
        }
        return effects
    }

    static func typed(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test func theFieldKeysEditInTheMiddleOfTheText() throws {
        var state = try TestCatalog.state()
        _ = Self.press([.character("/")] + Self.typed("milk frother"), &state)
        // Ctrl-W takes the last word; ← and Home move; typing inserts at the cursor.
        _ = Self.press([.control("w")], &state)
        #expect(state.prompt?.text == "milk ")
        _ = Self.press([.home, .character("a"), .character(" ")], &state)
        #expect(state.prompt?.text == "a milk ")
        _ = Self.press([.end, .alt("b"), .delete], &state)
        #expect(state.prompt?.text == "a ilk ")
        #expect(state.prompt?.field.cursor == 2)
        _ = Self.press([.alt("f"), .backspace, .left, .right], &state)
        #expect(state.prompt?.text == "a il ")
        #expect(state.prompt?.field.cursor == 4)
        _ = Self.press([.control("u")], &state)
        #expect(state.prompt?.text == " ")
    }

    @Test func controlArrowsMoveByWordAsInBash() throws {
        var state = try TestCatalog.state()
        _ = Self.press([.character("/")] + Self.typed("milk frother jug"), &state)
        _ = Self.press([.controlLeft, .controlLeft], &state)
        #expect(state.prompt?.field.cursor == 5)
        _ = Self.press([.controlRight], &state)
        #expect(state.prompt?.field.cursor == 12)
        // Still in the prompt: the history walk keys are for screens.
        #expect(state.prompt?.text == "milk frother jug")
    }

    @Test(arguments: [Key.escape, .control("c")])
    func escapeAndControlCCancelAndNeverQuit(key: Key) throws {
        var state = try TestCatalog.state([.category(id: TestCatalog.coffee)])
        for opener in [Key.character("/"), .character(":")] {
            _ = Self.press([opener] + Self.typed("mug"), &state)
            #expect(Self.press([key], &state).isEmpty, "no quit effect")
            #expect(state.prompt == nil)
            #expect(state.path.routes == [.category(id: TestCatalog.coffee)])
        }
        // Without a prompt, Ctrl-C quits as before.
        #expect(Self.press([.control("c")], &state) == [.quit])
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToTheLineTyped() throws {
        var state = try TestCatalog.state()
        // `f` searches from results too (`/` filters them); Ctrl-U first: on results the
        // prompt starts with their query.
        for query in ["mug", "kettle", "beans"] {
            _ = Self.press([.character("f"), .control("u")] + Self.typed(query) + [.enter], &state)
        }
        _ = Self.press([.character("f"), .control("u")] + Self.typed("fro"), &state)
        _ = Self.press([.up], &state)
        #expect(state.prompt?.text == "beans")
        _ = Self.press([.up, .up], &state)
        #expect(state.prompt?.text == "mug")
        _ = Self.press([.up], &state)
        #expect(state.prompt?.text == "mug", "the oldest entry stays")
        _ = Self.press([.down, .down, .down], &state)
        #expect(state.prompt?.text == "fro", "past the newest, the line typed comes back")
        #expect(state.prompt?.recalled == nil)
        // The link prompt keeps its own history.
        _ = Self.press([.escape, .character(":"), .up], &state)
        #expect(state.prompt?.text == "")
    }

    @Test func aRecalledLineCanBeEditedAndIsRecordedFirstOnce() throws {
        var state = try TestCatalog.state()
        _ = Self.press([.character("f")] + Self.typed("mug") + [.enter], &state)
        _ = Self.press([.character("f"), .control("u")] + Self.typed("kettle") + [.enter], &state)
        _ = Self.press([.character("f"), .up, .up, .enter], &state)
        #expect(state.promptHistory.lines(for: .search) == ["mug", "kettle"])
        _ = Self.press([.character("f"), .up, .backspace, .enter], &state)
        #expect(state.promptHistory.lines(for: .search) == ["mu", "mug", "kettle"])
    }

    @Test func theHistoryIsBoundedAndKeepsNoOverlongLine() {
        var history = PromptHistory()
        for index in 0..<(PromptHistory.maximumEntries + 10) {
            history.record("query \(index)", for: .search)
        }
        history.record(
            String(repeating: "x", count: PromptHistory.maximumEntryLength + 1), for: .link)
        history.record("", for: .link)
        let lines = history.lines(for: .search)
        #expect(lines.count == PromptHistory.maximumEntries)
        #expect(lines.first == "query \(PromptHistory.maximumEntries + 9)")
        #expect(history.lines(for: .link).isEmpty)
    }

    @Test func theHistoryIsSavedWithTheSessionAndRestored() throws {
        var state = try TestCatalog.state()
        _ = Self.press([.character("/")] + Self.typed("mug") + [.enter], &state)
        _ = Self.press([.character(":")] + Self.typed("cart") + [.enter], &state)
        let bytes = try #require(SessionRestore.document(for: state).encoded())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""prompts""#), "\(text)")
        guard case .document(let read) = SessionDocument.read(bytes) else {
            Issue.record("not read back")
            return
        }
        var restored = try TestCatalog.state()
        _ = SessionRestore.apply(read, to: &restored)
        #expect(restored.promptHistory == state.promptHistory)
    }

    @Test func aSavedHistoryOfTheWrongShapeIsDamage() {
        let file = SessionCorpus.file(path: "[]", #","prompts":{"search":"mug"}"#)
        guard case .corrupt = SessionDocument.read(Array(file.utf8)) else {
            Issue.record("a string where a list belongs was accepted")
            return
        }
    }

    @Test func checkoutTypingNeverReachesTheHistory() throws {
        var state = try CheckoutFixture.state(
            [.cart, .checkout(step: .shipping), .checkout(step: .payment)],
            shipping: CheckoutFixture.shipping())
        state.draft.payment.method = .card
        state.draft.payment.focus = .number
        _ = Self.press(Self.typed("4111111111111111"), &state)
        #expect(state.promptHistory.isEmpty)
    }
}
