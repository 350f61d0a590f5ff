import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// PgUp/PgDn move by the page the screen shows at the terminal's size: the reducer takes the
/// size and asks the screen's one layout, the same one drawing uses.
@Suite("Paging", .timeLimit(.minutes(10)))
struct PagingTests {
    static let long = Route.category(id: "tea")

    static func pageDown(_ routes: [Route], size: Size) throws -> Int {
        var state = try ScreenFixture.state(routes)
        _ = AisleApp.reduce(&state, .list(.moved(.pageDown)), size: size)
        return state.position.selected
    }

    @Test(arguments: [
        Size(columns: 80, rows: 14), Size(columns: 80, rows: 24), Size(columns: 80, rows: 30),
    ])
    func aPageIsTheListHeightLessOne(size: Size) throws {
        let state = try ScreenFixture.state([Self.long])
        let height = Screens.listHeight(state, size: size)
        #expect(height > 2)
        #expect(try Self.pageDown([Self.long], size: size) == height - 1)
    }

    @Test func tallerTerminalsPageFurther() throws {
        let small = try Self.pageDown([Self.long], size: Size(columns: 80, rows: 14))
        let tall = try Self.pageDown([Self.long], size: Size(columns: 80, rows: 30))
        #expect(small < tall)
    }

    @Test(arguments: [
        Size(columns: 0, rows: 0), Size(columns: 10, rows: 3), Size(columns: 1, rows: 1),
    ])
    func tinyTerminalsStillMoveOneRow(size: Size) throws {
        #expect(try Self.pageDown([Self.long], size: size) == 1)
    }

    /// The list height the reducer pages by is the one the frame shows: after paging down
    /// twice from the top, the highlighted row is on screen.
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func thePagedRowIsOnScreen(size: Size) throws {
        var state = try ScreenFixture.state([Self.long])
        _ = AisleApp.reduce(&state, .list(.moved(.pageDown)), size: size)
        _ = AisleApp.reduce(&state, .list(.moved(.pageDown)), size: size)
        let highlighted = AppView.render(state, size: size).lines.filter { $0.hasPrefix("▸") }
        #expect(highlighted.count == 1)
    }

    /// Ctrl-D and Ctrl-U move half the rows on screen (rounded down, at least one), so the
    /// row that was at the bottom half of the page stays in view, and come back to the start.
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func halfAPageIsHalfTheListHeight(size: Size) throws {
        var state = try ScreenFixture.state([Self.long])
        let half = Screens.listHeight(state, size: size) / 2
        #expect(half >= 1)
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageDown)), size: size)
        #expect(state.position.selected == half)
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageDown)), size: size)
        #expect(state.position.selected == 2 * half)
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageUp)), size: size)
        #expect(state.position.selected == half)
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageUp)), size: size)
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageUp)), size: size)
        #expect(state.position.selected == 0)
    }

    /// In a terminal too short to halve, half a page is still a row.
    @Test func aTinyHalfPageIsOneRow() throws {
        var state = try ScreenFixture.state([Self.long])
        _ = AisleApp.reduce(&state, .list(.moved(.halfPageDown)), size: Size(columns: 10, rows: 3))
        #expect(state.position.selected == 1)
    }
}
