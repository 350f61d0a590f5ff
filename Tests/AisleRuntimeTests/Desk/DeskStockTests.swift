import AisleRuntime
import Storefront
import TerminalUI
import TestSupport
import Testing

/// What the low-stock screen lists: the catalog's stock less the units ordered, five or fewer.
@Suite(.timeLimit(.minutes(10))) struct DeskStockTests {
    @Test func countsWhatWasOrderedAndSkipsWhatIsNotCounted() {
        func product(_ id: ProductID, _ name: String, stock: Int) -> Product {
            Fixtures.product(
                id, name, Fixtures.coffee, Fixtures.roastery, price: 100, stock: stock, "")
        }
        var mug = product("p-3", "Mug", stock: 0)
        mug.inventory = .untracked
        let products = [
            product("p-1", "Beans", stock: 12), product("p-2", "Kettle", stock: 3), mug,
        ]
        let low = DeskStock.low(products, ordered: ["p-1": 8])
        #expect(low.map(\.name) == ["Beans", "Kettle"])
        #expect(low.map(\.left) == [4, 3])
    }

    @Test func theScreenListsFewestFirst() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(
            &state,
            .lowStockRead([
                LowStockItem(product: "p-1", name: "Beans", left: 4),
                LowStockItem(product: "p-2", name: "Kettle", left: 0),
            ]))
        _ = DeskReducer.reduce(&state, .lowStockPressed)
        let rows = DeskView.render(state, size: Size(columns: 40, rows: 10)).lines
        #expect(rows[0].hasPrefix(" 1 Orders › 2 Low stock"))
        #expect(rows[2].hasPrefix("  LEFT  PRODUCT"))
        #expect(rows[3].hasPrefix("     0  Kettle"))
        #expect(rows[4].hasPrefix("     4  Beans"))
    }

    @Test func withoutTheCatalogTheScreenIsNotOffered() {
        var state = DeskFixtures.state()
        _ = DeskReducer.reduce(&state, .lowStockPressed)
        #expect(state.screen == nil)
        #expect(state.notice?.text.contains("--catalog FILE") == true)
    }
}
