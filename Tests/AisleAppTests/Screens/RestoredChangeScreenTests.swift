import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The notice of a restored product screen whose price or stock changed, as it is drawn at
/// both sizes: on the bottom line, wrapped from its beginning when narrow.
@Suite(.timeLimit(.minutes(10))) struct RestoredChangeScreenTests {
    @Test(arguments: ScreenTests.sizes)
    func aRestoredProductSaysItsPriceChanged(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-01")])
        // What the product showed at the last visit: $30.00, 38 in stock (now $28.00, 38).
        state.untoldChanges = ["p-01": ProductFingerprint(price: 3000, stock: 38)]
        _ = AisleApp.reduce(&state, .system(.launched(notices: [])), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "product-price-changed")
        let text = AppView.render(state, size: size).lines.joined(separator: " ")
        #expect(text.contains("$30.00 → $28.00"))
    }

    @Test(arguments: ScreenTests.sizes)
    func aRestoredProductSaysItSoldOut(size: Size) throws {
        var state = try ScreenFixture.state([.category(id: "tea"), .product(id: "p-02")])
        state.untoldChanges = ["p-02": ProductFingerprint(price: 1990, stock: 4)]
        _ = AisleApp.reduce(&state, .system(.launched(notices: [])), size: size)
        ScreenAssertions.assertScreen(state, size: size, named: "product-sold-out-since")
        #expect(state.notice?.tone == .warning)
    }
}
