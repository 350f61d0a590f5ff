import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Every list longer than the screen says where the highlight is ("12/26") on the right of its
/// heading, before the count; a list that fits says nothing.
@Suite(.timeLimit(.minutes(10))) struct ListPositionScreenTests {
    static let sizes = ScreenTests.sizes

    /// The heading row of a frame (the body's first row).
    static func heading(_ state: AppState, _ size: Size) -> String {
        AppView.render(state, size: size).lines[2]
    }

    @Test(arguments: sizes)
    func aSearchLongerThanTheScreenShowsItsPosition(size: Size) throws {
        var state = try ScreenFixture.state([.search(query: "tea")])
        for _ in 0..<4 { _ = reduce(&state, .list(.moved(.down)), size: size) }
        ScreenAssertions.assertScreen(state, size: size, named: "search-position")
        #expect(Self.heading(state, size).contains("5/23 · 23 found"))
    }

    /// The cart counts lines in its position and items (units) in its detail.
    @Test(arguments: sizes)
    func aLongCartShowsTheLineItIsOn(size: Size) throws {
        let lines = (4...26).map {
            CartLine(product: ProductID("p-\($0 < 10 ? "0" : "")\($0)"), quantity: 1)
        }
        var state = try ScreenFixture.state([.cart], cart: lines)
        _ = reduce(&state, .list(.moved(.halfPageDown)), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "cart-position")
        let half = Screens.listHeight(state, size: size) / 2
        #expect(Self.heading(state, size).contains("\(half + 1)/23 · 23 items"))
    }

    @Test(arguments: sizes)
    func aListThatFitsShowsNoPosition(size: Size) throws {
        let state = try ScreenFixture.state([.search(query: "creme")])
        #expect(!Self.heading(state, size).contains("/"))
        #expect(Self.heading(state, size).contains("1 found"))
    }

    /// Thousands are grouped, and on a narrow line the position stays when the count goes.
    @Test func bigNumbersAreGroupedAndThePositionOutlastsTheDetail() throws {
        var state = try ScreenFixture.state([.category(id: "tea")])
        state.position = ListPosition(selected: 12_344, top: 12_340)
        let list = Rect(row: 4, column: 0, width: 40, height: 5)
        let position = try #require(Heading.position(state, count: 1_234_567, in: list))
        #expect(position == "12,345/1,234,567")
        #expect(Heading.position(state, count: 5, in: list) == nil)
        var canvas = Canvas(size: Size(columns: 40, rows: 1))
        Heading.draw(
            "Tea & Coffee", detail: "1,234,567 products", position: position,
            into: &canvas, area: Rect(row: 0, column: 0, width: 40, height: 1))
        #expect(canvas.lines[0].hasPrefix("  Tea & Coffee"))
        #expect(canvas.lines[0].hasSuffix(" 12,345/1,234,567"))
        #expect(!canvas.lines[0].contains("products"))
    }

    /// Home lists the categories and Your orders: a catalog of many categories gets the
    /// position too, the summary beside it where it fits.
    @Test(arguments: sizes)
    func homeWithManyCategoriesShowsItsPosition(size: Size) throws {
        let categories = (0..<30).map { Category(id: CategoryID("c\($0)"), name: "Shelf \($0)") }
        let catalog = try Catalog(
            currency: .usd, categories: categories,
            sellers: [Seller(id: "s", name: "Seller", about: "")], products: [])
        var state = AppState(catalog: catalog)
        _ = reduce(&state, .list(.moved(.last)), size: size)
        let heading = Self.heading(state, size)
        #expect(heading.hasPrefix("  Welcome to Aisle"))
        #expect(heading.hasSuffix(size.columns >= 80 ? "31/31 · 0 products · 1 seller" : "31/31"))
    }
}
