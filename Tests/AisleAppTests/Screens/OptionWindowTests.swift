import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// Option values that do not fit on their row scroll with `+N` markers so that the chosen one
/// is always on screen (issue 28, problem 6: a tee showed 6 of 13 colours at 80 columns and a
/// nursery's "L" never appeared).
@Suite(.timeLimit(.minutes(10)))
struct OptionWindowTests {
    static let colours = [
        "Black", "White", "Navy Blue", "Forest Green", "Burgundy", "Heather Grey", "Sand",
        "Sky Blue", "Mustard Yellow", "Coral", "Lavender", "Charcoal", "Olive Drab",
    ]

    static func state(choosing index: Int) throws -> AppState {
        let tee = Product(
            id: "many", name: "Colourful Tee", category: Fixtures.kitchen,
            seller: Fixtures.roastery, price: 0, stock: 0, description: "Many colours.",
            options: ["Colour"],
            variants: colours.enumerated().map { offset, colour in
                Variant(id: ProductID("many-\(offset)"), values: [colour], price: 1500, stock: 2)
            })
        let catalog = try Fixtures.catalog(products: Fixtures.products + [tee])
        var state = AppState(catalog: catalog, path: RoutePath([.product(id: "many")]))
        let product = try #require(state.catalog.product("many"))
        state.choose(product.variants[index], of: product)
        return state
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func everyChosenValueIsOnScreen(size: Size) throws {
        for index in Self.colours.indices {
            let state = try Self.state(choosing: index)
            let rows = AppView.render(state, size: size).lines
            let row = try #require(rows.first { $0.hasPrefix("  Colour ") }, "\(rows)")
            let colour = Self.colours[index]
            // At 40 columns a long value may be cut, but what is shown starts it.
            #expect(
                row.contains(" \(colour.prefix(min(colour.count, 8)))"),
                "\(colour) at \(size.columns)×\(size.rows): “\(row)”")
            #expect(row.contains("+"), "values left out are counted: “\(row)”")
            let product = try #require(state.catalog.product("many"))
            let values = ProductScreen(state: state, id: "many").optionValues(
                of: product, in: AppView.body(size))
            #expect(values.contains { $0.chosen && $0.value == colour })
        }
    }

    @Test func theWindowHoldsThePickedValueAndCountsTheRest() {
        let widths = Array(repeating: 7, count: 13)
        #expect(ProductScreen.window(widths, holding: 0, in: 200) == 0..<13)
        let start = ProductScreen.window(widths, holding: 1, in: 40)
        #expect(start.lowerBound == 0 && start.contains(1))
        let end = ProductScreen.window(widths, holding: 12, in: 40)
        #expect(end.upperBound == 13 && end.lowerBound > 0)
        let middle = ProductScreen.window(widths, holding: 7, in: 40)
        #expect(middle.contains(7))
        #expect(ProductScreen.window([90], holding: 0, in: 20) == 0..<1, "one too wide is shown")
    }
}
