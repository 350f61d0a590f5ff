import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The hints on the bottom line when there is not room for all of them: the way out (`q quit`,
/// or F1 help in a form), Back and help stay; the others go from the end of the table.
@Suite("Bottom line", .timeLimit(.minutes(10)))
struct BottomLineTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)]
    static let lines = [
        CartLine(product: "p-01", quantity: 2), CartLine(product: "p-90", quantity: 1),
    ]

    static func hintRow(_ routes: [Route], cart: [CartLine] = [], size: Size) throws -> String {
        let state = try ScreenFixture.state(routes, cart: cart)
        return try #require(AppView.render(state, size: size).lines.last)
    }

    @Test(arguments: sizes)
    func quitAndHelpStayOnEveryScreen(size: Size) throws {
        let screens: [([Route], [CartLine])] = [
            ([], []), ([.category(id: "tea")], []),
            ([.category(id: "tea"), .product(id: "p-03")], []),
            ([.cart], Self.lines), ([.cart], []), ([.orders], []),
            ([.category(id: "tea"), .product(id: "p-03"), .seller(id: "s-leaf")], []),
        ]
        for (routes, cart) in screens {
            let row = try Self.hintRow(routes, cart: cart, size: size)
            #expect(row.contains("q quit"), "\(routes) at \(size): \(row)")
            #expect(row.contains("? help"), "\(routes) at \(size): \(row)")
        }
    }

    @Test func theCartAt80ColumnsLosesOrdersBeforeQuit() throws {
        let row = try Self.hintRow([.cart], cart: Self.lines, size: Size(columns: 80, rows: 24))
        #expect(
            row.hasPrefix(
                " ← Home  ⏎ checkout  +/- quantity  x remove  → open  / search  ? help  q quit"),
            "\(row)")
    }

    @Test func theCartAt40ColumnsKeepsBackCheckoutHelpAndQuit() throws {
        let row = try Self.hintRow([.cart], cart: Self.lines, size: Size(columns: 40, rows: 10))
        #expect(row.hasPrefix(" ← Home  ⏎ checkout  ? help  q quit"), "\(row)")
    }

    @Test(arguments: sizes)
    func formsSayHowToOpenHelp(size: Size) throws {
        let row = try Self.hintRow(
            [.cart, .checkout(step: .shipping)], cart: Self.lines, size: size)
        #expect(row.contains("F1 help"), "\(row)")
        #expect(row.contains("Esc Cart"), "\(row)")
        #expect(!row.contains("?"), "\(row)")
    }

    /// Quit, then help, then Back are placed first; the rest follow in order until one does
    /// not fit, and what is shown keeps the table's order.
    @Test func fittedKeepsPriorityThenOrder() {
        typealias H = BottomLine.Hint
        let hints = [
            H(keys: "←", label: "Home", priority: .back), H(keys: "⏎", label: "open"),
            H(keys: "/", label: "search"), H(keys: "?", label: "help", priority: .help),
            H(keys: "q", label: "quit", priority: .quit),
        ]
        func shown(_ columns: Int) -> String {
            BottomLine.fitted(hints, columns: columns).map { "\($0.keys) \($0.label)" }
                .joined(separator: "  ")
        }
        #expect(shown(100) == "← Home  ⏎ open  / search  ? help  q quit")
        #expect(shown(38) == "← Home  ⏎ open  ? help  q quit")
        #expect(shown(30) == "← Home  ⏎ open  ? help  q quit")
        #expect(shown(29) == "← Home  ? help  q quit")
        #expect(shown(22) == "← Home  ? help  q quit")
        #expect(shown(21) == "? help  q quit")
        #expect(shown(14) == "? help  q quit")
        #expect(shown(13) == "q quit")
        #expect(shown(5) == "")
    }

    @Test func aLongBackLabelIsShortenedBeforeItGoes() {
        typealias H = BottomLine.Hint
        let hints = [
            H(keys: "←", label: "An Extraordinarily Long Name", priority: .back),
            H(keys: "?", label: "help", priority: .help),
            H(keys: "q", label: "quit", priority: .quit),
        ]
        let shown = BottomLine.fitted(hints, columns: 30).map { "\($0.keys) \($0.label)" }
        #expect(shown == ["← An Extraord…", "? help", "q quit"])
    }
}
