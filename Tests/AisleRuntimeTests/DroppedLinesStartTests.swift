import AisleApp
import AisleRuntime
import Storefront
import TestSupport
import Testing

/// Cart lines the catalog no longer sells as they were are dropped at start with one notice
/// that says which are gone and which are now sold in variants (to be chosen on their page).
@Suite(.timeLimit(.minutes(10))) struct DroppedLinesStartTests {
    @Test func aProductNowSoldInVariantsIsNotCalledGone() throws {
        let scratch = try RuntimeScratch()
        _ = try scratch.startup()
        try scratch.fillCart(["t-1": 1, "k-1": 1, "c-1": 2])
        // Sencha now comes in sizes; the kettle is gone; the cup is as it was.
        let changed = """
            {"currency": "USD",
             "categories": [{"id": "tea", "name": "Tea Room"}, {"id": "tools", "name": "Tools"},
                            {"id": "cups", "name": "Cups"}],
             "sellers": [{"id": "s-1", "name": "Leaf & Iron", "about": "A small shop."}],
             "products": [
              {"id": "t-1", "name": "Sencha Green", "category": "tea", "seller": "s-1",
               "description": "About Sencha.", "options": ["Size"],
               "variants": [{"id": "t-1-50g", "values": ["50 g"], "price": 1200, "stock": 4}]},
              {"id": "c-1", "name": "Cup", "category": "cups", "seller": "s-1",
               "price": 900, "stock": 10, "description": "About the cup."}]}
            """
        try scratch.put(changed, at: scratch.catalog)

        let startup = try scratch.startup()
        #expect(startup.state.cart.lines.map(\.product) == ["c-1"])
        // `fillCart` keeps no names with the lines, so the kettle, gone, is called by its id.
        #expect(
            startup.notices.contains(
                "Removed from the cart, no longer sold: k-1; now sold in variants, choose "
                    + "one on its page: Sencha Green"), "\(startup.notices)")
    }

    @Test func thePhraseSaysNothingWhenNothingWasDropped() throws {
        let catalog = try Fixtures.variantCatalog()
        #expect(DroppedLines.phrase([], from: Cart(), in: catalog) == nil)
        let cart = Cart(lines: [CartLine(product: Fixtures.tee, quantity: 1)])
        #expect(
            DroppedLines.phrase([Fixtures.tee], from: cart, in: catalog)
                == "now sold in variants, choose one on its page: Aisle Tee")
    }
}
