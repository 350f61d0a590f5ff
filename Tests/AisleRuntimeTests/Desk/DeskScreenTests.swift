import AisleRuntime
import Storefront
import TerminalUI
import Testing
import UserData

/// The desk's frames as plain text rows: the list and the slip at 80×24 and 40×10, the
/// question on the bottom line, and the new orders counted in the top bar.
@Suite(.timeLimit(.minutes(10))) struct DeskScreenTests {
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
        #expect(rows == DeskScreenGolden.list80)
    }

    @Test func theListAt40x10() {
        let rows = Self.rows(DeskFixtures.state(), Self.narrow)
        #expect(rows == DeskScreenGolden.list40)
    }

    @Test func theSlipAt80x24() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .openPressed)
        let rows = Self.rows(state, Self.wide)
        #expect(rows == DeskScreenGolden.slip80)
    }

    @Test func theSlipAt40x10ScrollsAndAsks() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .openPressed)
        _ = DeskReducer.reduce(&state, .moved(by: 4))
        _ = DeskReducer.reduce(&state, .changePressed(.shipped))
        let rows = Self.rows(state, Self.narrow)
        #expect(rows == DeskScreenGolden.slip40)
    }

    @Test func theHelpScrollsOnASmallTerminal() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .helpPressed)
        let first = Self.rows(state, Self.narrow)
        #expect(first[2] == "  Keys                        1–5 of 13")
        #expect(first[4].hasPrefix("  ↑ ↓  j k"))
        for _ in 0..<20 { _ = DeskReducer.reduce(&state, .moved(by: 1)) }
        let last = Self.rows(state, Self.narrow)
        #expect(last[2] == "  Keys                       9–13 of 13")
        #expect(last[8].hasPrefix("  q          quit"))
        _ = DeskReducer.reduce(&state, .helpPressed)
        #expect(!state.helpShown && state.screen == nil)
    }

    @Test func asciiKeysAreMeasuredAsSpelled() {
        var state = DeskFixtures.state()
        state.glyphs = .ascii
        _ = DeskReducer.reduce(&state, .helpPressed)
        let rows = Self.rows(state, Self.wide)
        #expect(rows[4] == "  Up Down  j k  move")
        #expect(rows.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
}

/// The expected frames; times are the local time of the process (`TZ`), as the owner sees them.
enum DeskScreenGolden {
    /// Order `n`'s time as the list shows it.
    static func placed(_ n: Int) -> String {
        String(ShopOrderListing.localTime("2026-05-0\(n)T08:00:00Z").prefix(16))
    }

    static let list80 =
        [
            " 1 Orders                                                      1 new · 3 orders",
            "",
            "  NUMBER   SHIP TO                           TOTAL  PLACED            STATUS",
            "  A-3*     Bob Berger, Berlin, US           $18.50  \(placed(3))  placed",
            "▸ A-2      Alice Ashdown, London, US        $18.50  \(placed(2))  shipped",
            "  A-1      Alice Ashdown, London, US        $18.50  \(placed(1))  placed",
        ] + Array(repeating: "", count: 17) + [
            " q quit  ? help  ⏎ slip  s ship  x cancel  f filter  u customer"
        ]

    static let list40 = [
        " 1 Orders                      3 orders",
        "",
        "  NUMBER   SHIP TO            STATUS",
        "▸ A-3      Bob Berger, Berl…  placed",
        "  A-2      Alice Ashdown, L…  shipped",
        "  A-1      Alice Ashdown, L…  placed",
        "", "", "",
        " q quit  ? help  ⏎ slip  s ship",
    ]

    static let slip80 = [
        " 1 Orders › 2 A-3                                                      3 orders",
        "",
        "  Order A-3",
        "  Placed     \(ShopOrderListing.localTime("2026-05-03T08:00:00Z"))",
        "  Status     placed",
        "  History    placed     \(ShopOrderListing.localTime("2026-05-03T08:00:00Z"))"
            + "  by SHA256:bobbbbbbbbbb",
        "  Customer   SHA256:bobbbbbbbbbb",
        "  Ship to    Bob Berger",
        "             1 Main St",
        "             12345 Berlin",
        "             United States (US)",
        "  Email      ada@example.org",
        "  Payment    Invoice",
        "",
        "  QTY  ITEM               ID      UNIT   TOTAL",
        "    1  House Blend Beans  p-01  $18.50  $18.50",
        "  Subtotal                              $18.50",
        "  Shipping                               $0.00",
        "  Tax                                    $0.00",
        "  Total                                 $18.50",
        "", "", "",
        " q quit  ? help  ← Orders  s ship  x cancel  u customer",
    ]

    static let slip40 = [
        " 1 Orders › 2 A-3              3 orders",
        "",
        "  Customer   SHA256:bobbbbbbbbbb",
        "  Ship to    Bob Berger",
        "             1 Main St",
        "             12345 Berlin",
        "             United States (US)",
        "  Email      ada@example.org",
        "  Payment    Invoice",
        " Ship order A-3 to Bob Ber… y yes  n no",
    ]
}
