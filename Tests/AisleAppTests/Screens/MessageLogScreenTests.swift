import AisleApp
import Storefront
import TerminalUI
import Testing

/// The message log at both sizes, empty and with notices (a long one wrapped whole), and a
/// long notice on the bottom line, which wraps and keeps its beginning.
@Suite(.timeLimit(.minutes(10))) struct MessageLogScreenTests {
    static let long =
        "Restored 2 of 3 screens: product p-999 is no longer sold; the rest of this notice is "
        + "long enough to wrap over several rows of a narrow terminal and still be read whole"

    static func withNotices() throws -> AppState {
        var state = try ScreenFixture.state([.category(id: "tea")])
        let size = Size(columns: 80, rows: 24)
        _ = reduce(&state, .system(.launched(notices: [Self.long])), size: size)
        _ = reduce(&state, .cart(.addRequested), size: size)
        _ = reduce(&state, .navigation(.linkCopyRequested), size: size)
        return state
    }

    @Test(arguments: ScreenTests.sizes)
    func theLog(size: Size) throws {
        var state = try Self.withNotices()
        _ = reduce(&state, .log(.opened), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "log")
    }

    @Test(arguments: ScreenTests.sizes)
    func anEmptyLog(size: Size) throws {
        var state = try ScreenFixture.state([])
        _ = reduce(&state, .log(.opened), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "log-empty")
    }

    @Test(arguments: ScreenTests.sizes)
    func aLongNoticeKeepsItsBeginning(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&state, .system(.launched(notices: [Self.long])), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "notice-long")
        let canvas = AppView.render(state, size: size)
        #expect(canvas.lines.contains { $0.hasPrefix(" Restored 2 of 3 screens") })
    }
}
