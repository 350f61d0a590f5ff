import AisleApp
import Storefront
import TerminalUI
import Testing

/// The help overlay scrolls at any size and says where it is when not everything fits.
@Suite(.timeLimit(.minutes(10))) struct HelpScreenTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)]

    static func help(size: Size, moves: [ListMove]) throws -> AppState {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = AisleApp.reduce(&state, .help(.opened), size: size)
        for move in moves { _ = AisleApp.reduce(&state, .help(.scrolled(move)), size: size) }
        return state
    }

    @Test(arguments: sizes)
    func scrolledByALineAPageAndToTheEnd(size: Size) throws {
        ScreenAssertions.assertScreen(
            try Self.help(size: size, moves: [.down, .pageDown]), size: size,
            named: "help-scrolled")
        ScreenAssertions.assertScreen(
            try Self.help(size: size, moves: [.last]), size: size, named: "help-end")
    }

    /// The last line of the help is reachable at 40×10 (it showed 5 lines and never scrolled).
    @Test func everyLineCanBeReachedOnASmallTerminal() throws {
        let size = Size(columns: 40, rows: 10)
        let text = AppView.render(try Self.help(size: size, moves: [.last]), size: size).text
        // The help ends with the mouse.
        #expect(text.contains("click a field"))
        #expect(
            text.contains("type in it (checkout)"),
            "the last note, under its keys on a narrow screen")
        let top = AppView.render(try Self.help(size: size, moves: []), size: size).text
        #expect(top.contains("1–5 of"))
    }

    /// Keys that had drifted out of the help are in it now.
    @Test func theHelpListsEveryPagingAndCartKey() throws {
        let size = Size(columns: 80, rows: 200)
        let text = AppView.render(try Self.help(size: size, moves: []), size: size).text
        for name in ["Ctrl-B", "Ctrl-F", "Space", "=", "Delete", "⏎ o", "x Delete", "1–9"] {
            #expect(text.contains(name), "\(name)")
        }
        let title = AppView.render(try Self.help(size: size, moves: []), size: size).lines[2]
        #expect(!title.contains(" of "), "everything fits, so no position is shown: \(title)")
    }
}

extension Canvas {
    /// Every row, one per line.
    var text: String { lines.joined(separator: "\n") }
}
