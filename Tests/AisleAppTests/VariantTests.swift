import AisleApp
import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// Choosing a variant on a product page and buying it: the reducer, the page, the session and
/// the link (issue 21, item 2).
@Suite(.timeLimit(.minutes(10))) struct VariantTests {
    static let size = Size(columns: 80, rows: 24)

    static func state(_ routes: [Route], cart: Cart = Cart()) throws -> AppState {
        AppState(catalog: try Fixtures.variantCatalog(), cart: cart, path: RoutePath(routes))
    }

    @Test func thePageOpensOnTheFirstVariantInStockAndVStepsRoundTheEnd() throws {
        var state = try Self.state([.product(id: Fixtures.tee)])
        let tee = try #require(state.catalog.product(Fixtures.tee))
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeSmallBlack)
        _ = reduce(&state, .cart(.variantStepped(by: 1)), size: Self.size)
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeMediumBlack)
        #expect(state.notice?.text == "M / Black — out of stock")
        _ = reduce(&state, .cart(.variantStepped(by: -2)), size: Self.size)
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeLargeBlue, "round the start")
        let keys: [(Character, Int)] = [("v", 1), ("V", -1)]
        for (key, step) in keys {
            #expect(
                KeyMap.action(for: .character(key), in: state, size: Self.size)
                    == .cart(.variantStepped(by: step)))
        }
    }

    @Test func aAddsTheChosenVariantNamedAfterItsValues() throws {
        var state = try Self.state([.product(id: Fixtures.tee)])
        _ = reduce(&state, .cart(.variantStepped(by: 2)), size: Self.size)
        let effects = reduce(&state, .cart(.addRequested), size: Self.size)
        #expect(
            effects == [
                .changeCart([
                    .adjust(
                        Fixtures.teeMediumBlue, by: 1, price: 2000, name: "Aisle Tee — M / Blue")
                ])
            ])
        #expect(state.cart.lines.map(\.product) == [Fixtures.teeMediumBlue])
        #expect(state.notice?.text == "Added Aisle Tee — M / Blue to the cart")
        _ = reduce(&state, .cart(.quantityIncreased), size: Self.size)
        #expect(state.cart.quantity(of: Fixtures.teeMediumBlue) == 2)
        _ = reduce(&state, .cart(.quantityDecreased), size: Self.size)
        #expect(state.cart.quantity(of: Fixtures.teeMediumBlue) == 1)
        // Out of stock is refused for the variant, not the product.
        _ = reduce(&state, .cart(.variantStepped(by: -1)), size: Self.size)
        _ = reduce(&state, .cart(.addRequested), size: Self.size)
        #expect(state.notice?.text == "Aisle Tee — M / Black is out of stock")
    }

    @Test func aOnAListOpensThePageToChoose() throws {
        var state = try Self.state([.category(id: Fixtures.kitchen)])
        let row = try #require(
            Screens.current(state).rowCount > 0
                ? (0..<Screens.current(state).rowCount).first {
                    Screens.current(state).product(at: $0) == Fixtures.tee
                } : nil)
        state.position.selected = row
        let effects = reduce(&state, .cart(.addRequested), size: Self.size)
        #expect(effects.isEmpty)
        #expect(state.cart.isEmpty)
        #expect(state.screen == .product(id: Fixtures.tee))
        #expect(state.notice?.text == "Choose the size and colour with v, then a to add")
    }

    @Test func aCartLineOpensItsProductWithTheVariantChosen() throws {
        var state = try Self.state(
            [.cart], cart: Cart(lines: [CartLine(product: Fixtures.teeLargeBlue, quantity: 1)]))
        _ = reduce(&state, .list(.opened), size: Self.size)
        #expect(state.screen == .product(id: Fixtures.tee))
        #expect(state.position.variant == Fixtures.teeLargeBlue)
        #expect(state.link == "aisle://cart/product/TEE-L-BLU")
    }

    @Test func aLinkToAVariantOpensItsPageAndPrintsBackTheSame() throws {
        var state = try Self.state([])
        let routes = try DeepLink.parse("aisle://category/kitchen/product/TEE-M-BLU")
        // As `aisle open` and `:` follow it.
        #expect(state.follow(routes) == nil)
        #expect(state.path.routes == [.category(id: Fixtures.kitchen), .product(id: Fixtures.tee)])
        let tee = try #require(state.catalog.product(Fixtures.tee))
        #expect(state.chosenVariant(of: tee)?.id == Fixtures.teeMediumBlue)
        #expect(state.link == "aisle://category/kitchen/product/TEE-M-BLU")
    }

    @Test func aClickOnAValueChoosesTheVariantItMeans() throws {
        var state = try Self.state([.product(id: Fixtures.tee)])
        let area = AppView.body(Self.size)
        let screen = ProductScreen(state: state, id: Fixtures.tee)
        let tee = try #require(state.catalog.product(Fixtures.tee))
        let blue = try #require(
            screen.optionValues(of: tee, in: area).first { $0.value == "Blue" })
        let action = try #require(
            screen.clickAction(row: blue.row, column: blue.columns.lowerBound, in: area))
        // S / Blue is not sold: Blue means the first Blue in stock, M / Blue.
        #expect(action == .cart(.variantChosen(Fixtures.teeMediumBlue)))
        _ = reduce(&state, action, size: Self.size)
        let large = try #require(
            ProductScreen(state: state, id: Fixtures.tee).optionValues(of: tee, in: area).first {
                $0.value == "L"
            })
        let next = ProductScreen(state: state, id: Fixtures.tee).clickAction(
            row: large.row, column: large.columns.upperBound - 1, in: area)
        #expect(next == .cart(.variantChosen(Fixtures.teeLargeBlue)), "Blue kept")
    }

    @Test func thePageShowsTheOptionsAndTheChosenVariantsPrice() throws {
        var state = try Self.state([.category(id: Fixtures.kitchen), .product(id: Fixtures.tee)])
        ScreenAssertions.assertScreen(state, size: Self.size, named: "variant-product")
        ScreenAssertions.assertScreen(
            state, size: Size(columns: 40, rows: 10), named: "variant-product")
        _ = reduce(&state, .cart(.variantStepped(by: 3)), size: Self.size)
        ScreenAssertions.assertScreen(state, size: Self.size, named: "variant-product-large")
        state.changePath(.pop)
        ScreenAssertions.assertScreen(state, size: Self.size, named: "variant-list")
    }

    @Test func theChoiceIsSavedAndAVanishedOneIsSaid() throws {
        var state = try Self.state([.product(id: Fixtures.tee)])
        _ = reduce(&state, .cart(.variantStepped(by: 3)), size: Self.size)
        let document = SessionRestore.document(for: state)
        var restored = try Self.state([])
        #expect(SessionRestore.apply(document, to: &restored) == nil)
        #expect(restored.position.variant == Fixtures.teeLargeBlue)
        // The catalog no longer sells L / Blue.
        var tee = Fixtures.teeProduct
        tee.variants.removeLast()
        let catalog = try Fixtures.catalog(products: Fixtures.products + [tee])
        var later = AppState(catalog: catalog)
        let notice = SessionRestore.apply(document, to: &later)
        #expect(later.screen == .product(id: Fixtures.tee))
        #expect(later.position.variant == nil)
        #expect(
            notice?.text
                == "Restored 1 of 1 screens: variant TEE-L-BLU of tee is no longer sold, so its "
                + "page shows another")
    }

    @Test func aCartLineOfAProductNowSoldInVariantsIsDropped() throws {
        var cart = Cart(lines: [CartLine(product: Fixtures.tee, quantity: 1)])
        let dropped = try cart.reconcile(with: try Fixtures.variantCatalog())
        #expect(dropped == [Fixtures.tee])
        #expect(cart.isEmpty)
    }

    @Test func threeOptionsOnATinyScreenLeaveTheKeyHintsAlone() throws {
        var jacket = Fixtures.teeProduct
        jacket.options = ["Size", "Colour", "Fit"]
        jacket.variants = jacket.variants.map {
            Variant(id: $0.id, values: $0.values + ["Slim"], price: $0.price, stock: $0.stock)
        }
        let catalog = try Fixtures.catalog(products: Fixtures.products + [jacket])
        let state = AppState(catalog: catalog, path: RoutePath([.product(id: Fixtures.tee)]))
        let rows = AppView.render(state, size: Size(columns: 40, rows: 10)).lines
        #expect(rows.contains { $0.contains("Fit") && $0.contains("Slim") })
        #expect(!rows.contains { $0.contains("Seller and more") }, "\(rows)")
        #expect(rows.last?.contains("help") == true, "\(rows)")
    }

    @Test func aLongOptionNameLeavesItsValuesOnScreen() throws {
        var tee = Fixtures.teeProduct
        tee.options = [String(repeating: "Size ", count: 40), "Colour"]
        let catalog = try Fixtures.catalog(products: Fixtures.products + [tee])
        let state = AppState(catalog: catalog, path: RoutePath([.product(id: Fixtures.tee)]))
        let screen = ProductScreen(state: state, id: Fixtures.tee)
        let values = screen.optionValues(of: tee, in: AppView.body(Self.size))
        #expect(values.filter { $0.option == 0 }.map(\.value) == ["S", "M", "L"])
        #expect(values.contains { $0.chosen && $0.option == 0 })
    }

    @Test func aFailedReadKeepsTheChosenVariant() throws {
        var state = try Self.state([.product(id: Fixtures.tee)])
        _ = reduce(&state, .cart(.variantStepped(by: 3)), size: Self.size)
        let document = SessionRestore.document(for: state)
        let failing = try FailingCatalogStore(
            try Fixtures.variantCatalog(), unreadable: [Fixtures.tee])
        var later = AppState(catalog: Catalog(store: failing))
        later.changePath(.replace([.product(id: Fixtures.tee)]))
        later.restorePositions(
            Dictionary(
                document.screens.map { ($0.route, $0.listPosition) }, uniquingKeysWith: { $1 }))
        #expect(later.positions[.product(id: Fixtures.tee)]?.variant == Fixtures.teeLargeBlue)
    }
}

/// Stock that does not limit sales, and a shop's SKU, on a product page (issue 28).
@Suite(.timeLimit(.minutes(10))) struct InventoryPageTests {
    @Test func anUntrackedVariantSellsAndItsSkuIsShown() throws {
        var tee = Fixtures.teeProduct
        tee.variants[0].inventory = .untracked
        tee.variants[0].stock = 0
        tee.variants[0].sku = "SHARED-SKU"
        tee = Product(
            id: tee.id, name: tee.name, category: tee.category, seller: tee.seller, price: 0,
            stock: 0, description: tee.description, options: tee.options, variants: tee.variants)
        let catalog = try Fixtures.catalog(products: Fixtures.products + [tee])
        var state = AppState(
            catalog: catalog, cart: Cart(), path: RoutePath([.product(id: tee.id)]))
        let text = AppView.render(state, size: VariantTests.size).lines.joined(separator: "\n")
        #expect(text.contains("$18.00 · in stock · SKU SHARED-SKU"), "\(text)")
        for _ in 0..<3 { _ = reduce(&state, .cart(.addRequested), size: VariantTests.size) }
        #expect(state.cart.quantity(of: Fixtures.teeSmallBlack) == 3)
    }
}
