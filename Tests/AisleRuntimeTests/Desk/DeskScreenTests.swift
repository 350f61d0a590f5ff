import AisleRuntime
import Storefront
import TerminalUI
import Testing
import UserData

/// The desk's frames as plain text rows: the list and the slip at 80×24 and 40×10, the
/// question on the bottom line, and the new orders counted in the top bar.
@Suite(.timeLimit(.minutes(5))) struct DeskScreenTests {
    static let wide = Size(columns: 80, rows: 24)
    static let narrow = Size(columns: 40, rows: 10)

    static func rows(_ state: DeskState, _ size: Size) -> [String] {
        DeskView.render(state, size: size).lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func theListAt80x24() {
        var state = DeskFixtures.state(Array(DeskFixtures.orders.dropFirst()))
        _ = DeskReducer.reduce(&state, .ordersRead(DeskFixtures.orders, unreadable: 0))
        let rows = Self.rows(state, Self.wide)
        print(rows.joined(separator: "\n"))
        #expect(rows == DeskScreenGolden.list80)
    }

    @Test func theListAt40x10() {
        let rows = Self.rows(DeskFixtures.state(), Self.narrow)
        print(rows.joined(separator: "\n"))
        #expect(rows == DeskScreenGolden.list40)
    }

    @Test func theSlipAt80x24() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .openPressed)
        let rows = Self.rows(state, Self.wide)
        print(rows.joined(separator: "\n"))
        #expect(rows == DeskScreenGolden.slip80)
    }

    @Test func theSlipAt40x10ScrollsAndAsks() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .openPressed)
        _ = DeskReducer.reduce(&state, .moved(by: 3))
        _ = DeskReducer.reduce(&state, .changePressed(.shipped))
        let rows = Self.rows(state, Self.narrow)
        print(rows.joined(separator: "\n"))
        #expect(rows == DeskScreenGolden.slip40)
    }
}

/// The expected frames.
enum DeskScreenGolden {
    static let list80: [String] = []
    static let list40: [String] = []
    static let slip80: [String] = []
    static let slip40: [String] = []
}
