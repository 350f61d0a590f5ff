import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// The description gets the rows the list below it does not need (issue 30, item 14: the
/// Shopify example's Linen Shirt, alone in its category, showed 8 of its 9 lines above 5
/// blank rows at 80×24).
@Suite(.timeLimit(.minutes(10)))
struct DescriptionRoomTests {
    static let lines = (1...12).map { "Line \($0) of the description." }

    static func state(alone: Bool) throws -> AppState {
        let long = Fixtures.product(
            "p-long", "Long Story", alone ? Fixtures.books : Fixtures.coffee, Fixtures.roastery,
            price: 1000, stock: 3, Self.lines.joined(separator: "\n"))
        let others = Fixtures.products.filter { $0.category != Fixtures.books }
        let catalog = try Fixtures.catalog(products: others + [long])
        return AppState(catalog: catalog, path: RoutePath([.product(id: "p-long")]))
    }

    @Test func aProductAloneInItsCategoryShowsItsWholeDescription() throws {
        let rows = AppView.render(try Self.state(alone: true), size: standardSize).lines
        for line in Self.lines {
            #expect(
                rows.contains("  \(line)"),
                "“\(line)” not on screen:\n\(rows.joined(separator: "\n"))")
        }
        #expect(!rows.contains { $0.contains("PgDn PgUp") }, "nothing to scroll")
    }

    @Test func withRelatedProductsTheListKeepsItsRows() throws {
        let state = try Self.state(alone: false)
        let layout = ProductScreen(state: state, id: "p-long").layout(
            in: AppView.body(standardSize))
        let related = ProductScreen.related(
            to: try #require(state.catalog.product("p-long")), in: state.catalog)
        #expect(layout.list.height >= min(6, related.count + 1))
    }
}
