import Navigation
import Storefront
import Testing

@testable import AisleApp

/// Adding to the cart and editing it through `reduce` only (`Reducer+Cart`): stock limits,
/// notices, and edits where they do not apply (see `Store`).
@Suite("Reducer: cart", .timeLimit(.minutes(10)))
struct ReducerCartTests {
    let coffee = Route.category(id: TestCatalog.coffee)
    let kitchen = Route.category(id: TestCatalog.kitchen)
    let beans = Route.product(id: TestCatalog.beans)
    let paperSeller = Route.seller(id: TestCatalog.paper)

    @Test func addOnAProductPageAddsThatProduct() throws {
        var store = Store(try TestCatalog.state([coffee, beans]))
        store.send(.list(.moved(.down))) {
            $0.positions[beans] = ListPosition(selected: 1)
        }
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-01", by: 1, price: 1850, name: "House Blend Beans")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850,
                    name: "House Blend Beans")
            ])
            $0.notice = Notice("Added House Blend Beans to the cart", tone: .success)
        }
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-01", by: 1, price: 1850, name: "House Blend Beans")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850,
                    name: "House Blend Beans")
            ])
            $0.notice = Notice("Added House Blend Beans to the cart (2 in cart)", tone: .success)
        }
    }

    @Test func addOnAListAddsTheHighlightedProduct() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.list(.moved(.down))) {
            $0.positions[coffee] = ListPosition(selected: 1)
        }
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-02", by: 1, price: 2200, name: "Ethiopia Yirgacheffe")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: "p-02", quantity: 1, priceWhenAdded: 2200,
                    name: "Ethiopia Yirgacheffe")
            ])
            $0.notice = Notice("Added Ethiopia Yirgacheffe to the cart", tone: .success)
        }
        store.send(.list(.moved(.down))) {
            $0.positions[coffee] = ListPosition(selected: 2)
            $0.notice = nil
        }
        store.send(.cart(.addRequested)) {
            $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning)
        }
    }

    @Test func addOnSearchResultsAndSellerRows() throws {
        var store = Store(try TestCatalog.state([.search(query: "coffee")]))
        store.send(.list(.moved(.down))) {
            $0.positions[.search(query: "coffee")] = ListPosition(selected: 1)
        }
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-08", by: 1, price: 4999, name: "Gooseneck Kettle")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.kettle, quantity: 1, priceWhenAdded: 4999,
                    name: "Gooseneck Kettle")
            ])
            $0.notice = Notice("Added Gooseneck Kettle to the cart", tone: .success)
        }
        store.send(.navigation(.breadcrumbChosen(depth: 0))) {
            $0.path = RoutePath()
            $0.positions = [:]
            $0.notice = nil
        }
        var seller = Store(try TestCatalog.state([paperSeller]))
        seller.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-05", by: 1, price: 3500, name: "The Coffee Atlas")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: "p-05", quantity: 1, priceWhenAdded: 3500,
                    name: "The Coffee Atlas")
            ])
            $0.notice = Notice("Added The Coffee Atlas to the cart", tone: .success)
        }
    }

    @Test func addStopsAtStock() throws {
        var store = Store(try TestCatalog.state([kitchen, .product(id: TestCatalog.kettle)]))
        store.send(
            .cart(.addRequested),
            [.changeCart([.adjust("p-08", by: 1, price: 4999, name: "Gooseneck Kettle")])]
        ) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.kettle, quantity: 1, priceWhenAdded: 4999,
                    name: "Gooseneck Kettle")
            ])
            $0.notice = Notice("Added Gooseneck Kettle to the cart", tone: .success)
        }
        store.send(.cart(.addRequested)) {
            $0.notice = Notice("Only 1 of Gooseneck Kettle in stock", tone: .warning)
        }
    }

    /// A line stops at `CartLine.maximumQuantity` even with more in stock, and says so.
    @Test func addStopsAtTheMaximumQuantity() throws {
        var products = TestCatalog.products
        let index = try #require(products.firstIndex { $0.id == TestCatalog.beans })
        products[index].stock = Catalog.maximumStock
        let cart = Cart(lines: [
            CartLine(
                product: TestCatalog.beans, quantity: CartLine.maximumQuantity, priceWhenAdded: 1850
            )
        ])
        var store = Store(
            AppState(
                catalog: try TestCatalog.catalog(products: products), cart: cart,
                path: RoutePath([beans])))
        store.send(.cart(.addRequested)) {
            $0.notice = Notice("At most 999 of House Blend Beans per order", tone: .warning)
        }
    }

    @Test func addOnAnOutOfStockProductPage() throws {
        var store = Store(try TestCatalog.state([.product(id: TestCatalog.decaf)]))
        store.send(.cart(.addRequested)) {
            $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning)
        }
    }

    @Test(arguments: [[], [Route.cart]])
    func addWhereRowsAreNotProductsDoesNothing(routes: [Route]) throws {
        let cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1)])
        var store = Store(try TestCatalog.state(routes, cart: cart))
        store.send(.cart(.addRequested))
    }

    @Test func cartPlusMinusAndRemove() throws {
        let cart = Cart(lines: [
            CartLine(product: TestCatalog.beans, quantity: 1),
            CartLine(product: TestCatalog.kettle, quantity: 1),
            CartLine(product: "p-10", quantity: 2),
        ])
        var store = Store(try TestCatalog.state([.cart], cart: cart))
        store.send(
            .cart(.quantityIncreased),
            [.changeCart([.adjust("p-01", by: 1, price: 1850, name: "House Blend Beans")])]
        ) {
            $0.cart.add(TestCatalog.beans, stock: 12, price: 1850, name: "House Blend Beans")
            $0.notice = Notice("Added House Blend Beans to the cart (2 in cart)", tone: .success)
        }
        store.send(.list(.moved(.down))) {
            $0.positions[.cart] = ListPosition(selected: 1)
            $0.notice = nil
        }
        store.send(.cart(.quantityIncreased)) {
            $0.notice = Notice("Only 1 of Gooseneck Kettle in stock", tone: .warning)
        }
        store.send(.cart(.quantityDecreased)) {
            $0.notice = Notice("Gooseneck Kettle: 1 in cart — x removes the line")
        }
        store.send(.cart(.lineRemoved), [.changeCart([.remove("p-08")])]) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850,
                    name: "House Blend Beans"),
                CartLine(product: "p-10", quantity: 2),
            ])
            $0.notice = Notice("Removed Gooseneck Kettle — u to undo")
            $0.removedLines = [
                RemovedLine(line: CartLine(product: TestCatalog.kettle, quantity: 1), index: 1)
            ]
        }
        store.send(.cart(.lineRemoved), [.changeCart([.remove("p-10")])]) {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850,
                    name: "House Blend Beans")
            ])
            $0.positions[.cart] = ListPosition(selected: 0)
            $0.notice = Notice("Removed Ceramic Mug — u to undo")
            $0.removedLines = [
                RemovedLine(line: CartLine(product: TestCatalog.kettle, quantity: 1), index: 1),
                RemovedLine(line: CartLine(product: "p-10", quantity: 2), index: 1),
            ]
        }
        store.send(.cart(.quantityDecreased), [.changeCart([.adjust("p-01", by: -1, price: nil)])])
        {
            $0.cart = Cart(lines: [
                CartLine(
                    product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850,
                    name: "House Blend Beans")
            ])
            $0.notice = nil
            $0.removedLines = []
        }
        store.send(.cart(.lineRemoved), [.changeCart([.remove("p-01")])]) {
            $0.cart = Cart()
            $0.notice = Notice("Removed House Blend Beans — u to undo")
            $0.removedLines = [
                RemovedLine(
                    line: CartLine(
                        product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850,
                        name: "House Blend Beans"),
                    index: 0)
            ]
        }
        store.send(.cart(.quantityIncreased)) { $0.notice = nil }
        store.send(.cart(.quantityDecreased))
        store.send(.cart(.lineRemoved))
    }

    @Test func removingALineWhoseProductIsGoneNamesItsID() throws {
        let cart = Cart(lines: [CartLine(product: "p-gone", quantity: 1)])
        var store = Store(try TestCatalog.state([.cart], cart: cart))
        store.send(.cart(.quantityIncreased))
        store.send(.cart(.lineRemoved), [.changeCart([.remove("p-gone")])]) {
            $0.cart = Cart()
            $0.notice = Notice("Removed p-gone — u to undo")
            $0.removedLines = [
                RemovedLine(line: CartLine(product: "p-gone", quantity: 1), index: 0)
            ]
        }
    }

    @Test(arguments: [
        AppAction.cart(.quantityIncreased), .cart(.quantityDecreased), .cart(.lineRemoved),
    ])
    func cartEditsOutsideTheCartDoNothing(action: AppAction) throws {
        let cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 2)])
        var store = Store(try TestCatalog.state([coffee], cart: cart))
        store.send(action)
    }
}
