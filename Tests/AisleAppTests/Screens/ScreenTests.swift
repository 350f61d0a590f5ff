import AisleApp
import Storefront
import TerminalUI
import Testing

/// Every screen rendered to text rows at the two sizes the issue names, compared with golden
/// files. A change to layout shows up here as a row-by-row diff.
@Suite(.timeLimit(.minutes(10))) struct ScreenTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)]

    static let cases: [(name: String, routes: [Route], cart: [CartLine])] = [
        ("home", [], []),
        ("category", [.category(id: "tea")], []),
        ("category-empty", [.category(id: "empty")], []),
        ("product", [.category(id: "tea"), .product(id: "p-03")], []),
        (
            "product-in-cart", [.category(id: "tea"), .product(id: "p-01")],
            [CartLine(product: "p-01", quantity: 2)]
        ),
        ("seller", [.seller(id: "s-leaf")], []),
        ("search", [.search(query: "creme")], []),
        ("search-none", [.search(query: "zzz")], []),
        (
            "cart", [.cart],
            [CartLine(product: "p-01", quantity: 2), CartLine(product: "p-90", quantity: 1)]
        ),
        ("cart-empty", [.cart], []),
        (
            "deep-breadcrumbs",
            [
                .category(id: "tea"), .product(id: "p-03"), .seller(id: "s-leaf"),
                .product(id: "p-01"), .cart,
            ], []
        ),
    ]

    @Test(arguments: cases.indices, sizes)
    func screen(index: Int, size: Size) throws {
        let entry = Self.cases[index]
        let state = try ScreenFixture.state(entry.routes, cart: entry.cart)
        ScreenAssertions.assertScreen(state, size: size, named: entry.name)
    }

    @Test(arguments: sizes)
    func scrolledCategoryKeepsSelectionVisible(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = AisleApp.reduce(&state, .list(.moved(.last)), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "category-last")
        let selected = AppView.render(state, size: size).lines.filter { $0.hasPrefix("▸") }
        #expect(selected.count == 1)
        #expect(selected.first?.hasPrefix("▸ Loose Leaf Tea No") == true)
        #expect(state.position.selected == 25)
    }

    @Test(arguments: sizes)
    func searchPromptAndHelp(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        _ = reduce(&state, .prompt(.searchRequested))
        _ = reduce(&state, .prompt(.edited(.paste("抹茶 wh"))))
        ScreenAssertions.assertScreen(state, size: size, named: "prompt")
        _ = reduce(&state, .prompt(.cancelled))
        _ = reduce(&state, .help(.opened))
        ScreenAssertions.assertScreen(state, size: size, named: "help")
    }

    @Test func tooSmall() throws {
        let state = try ScreenFixture.state([.category(id: "tea")])
        ScreenAssertions.assertScreen(state, size: Size(columns: 30, rows: 8), named: "too-small")
        ScreenAssertions.assertScreen(state, size: Size(columns: 39, rows: 24), named: "too-small")
    }

    @Test func notice() throws {
        var state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-02")])
        _ = reduce(&state, .cart(.addRequested))
        ScreenAssertions.assertScreen(
            state, size: Size(columns: 80, rows: 24), named: "notice-out-of-stock")
    }

    /// Data that carries escape sequences or bidi overrides never reaches a cell.
    @Test(arguments: sizes)
    func controlsNeverDrawn(size: Size) throws {
        let state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-03")])
        let canvas = AppView.render(state, size: size)
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                for scalar in canvas[row, column].text.unicodeScalars {
                    #expect(scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\u{202E}")
                }
            }
        }
    }
}
