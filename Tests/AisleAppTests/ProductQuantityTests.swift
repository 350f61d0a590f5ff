import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// `+`/`-` on a product page change how many of it are in the cart, as in the cart; `a` still
/// adds one (issue 19, item 6).
@Suite("Quantity on a product page", .timeLimit(.minutes(10)))
struct ProductQuantityTests {
    @Test func plusAndMinusChangeTheCartFromTheProductPage() throws {
        let beans = TestCatalog.beans
        var store = Store(try TestCatalog.state([.product(id: beans)]))
        store.send(
            .cart(.quantityIncreased),
            [.changeCart([.adjust(beans, by: 1, price: 1850, name: "House Blend Beans")])]
        ) {
            $0.cart.add(beans, stock: 12, price: 1850, name: "House Blend Beans")
            $0.notice = Notice("Added House Blend Beans to the cart", tone: .success)
        }
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust(beans, by: 1, price: 1850, name: "House Blend Beans")])]
        ) {
            $0.cart.add(beans, stock: 12, price: 1850, name: "House Blend Beans")
            $0.notice = Notice("Added House Blend Beans to the cart (2 in cart)", tone: .success)
        }
        let rows = AppView.render(store.state, size: Size(columns: 80, rows: 24)).lines
        #expect(rows.contains { $0.contains("2 in cart") }, "\(rows)")
        store.send(.cart(.quantityDecreased), [.changeCart([.adjust(beans, by: -1, price: nil)])]) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: beans, quantity: 1, priceWhenAdded: 1850,
                    name: "House Blend Beans")
            ])
            $0.notice = Notice("House Blend Beans: 1 in cart")
        }
        store.send(.cart(.quantityDecreased), [.changeCart([.remove(beans)])]) {
            $0.cart = Cart()
            $0.notice = Notice("Removed House Blend Beans from the cart")
        }
        store.send(.cart(.quantityDecreased)) {
            $0.notice = Notice("None of this product in the cart")
        }
    }

    static let keys: [(Character, CartAction)] = [
        ("+", .quantityIncreased), ("=", .quantityIncreased), ("-", .quantityDecreased),
        ("a", .addRequested),
    ]

    @Test func keysOnAProductPage() throws {
        let state = try TestCatalog.state([.product(id: TestCatalog.beans)])
        for (key, action) in Self.keys {
            #expect(
                KeyMap.action(for: .character(key), in: state, size: Size(columns: 80, rows: 24))
                    == .cart(action), "\(key)")
        }
    }
}
