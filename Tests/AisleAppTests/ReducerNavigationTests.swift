import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Moving through the screens with `reduce` only: rows, opening, back, breadcrumbs, the cart
/// and orders shortcuts, help and quit; every action with the exact change it makes to the
/// whole state and the exact effects it returns (see `Store`).
@Suite("Reducer: navigation", .timeLimit(.minutes(10)))
struct ReducerNavigationTests {
    let coffee = Route.category(id: TestCatalog.coffee)
    let books = Route.category(id: TestCatalog.books)
    let beans = Route.product(id: TestCatalog.beans)
    let cookbook = Route.product(id: TestCatalog.cookbook)
    let paperSeller = Route.seller(id: TestCatalog.paper)
    let roasterySeller = Route.seller(id: TestCatalog.roastery)

    @Test func openCategoryAndProductThenBackRestoresTheRows() throws {
        var store = Store(try TestCatalog.state())
        store.send(.list(.moved(.down))) {
            $0.positions[nil] = ListPosition(selected: 1)
        }
        store.send(.list(.opened)) { $0.path = RoutePath([books]) }
        store.send(.list(.moved(.down))) {
            $0.positions[books] = ListPosition(selected: 1)
        }
        store.send(.list(.opened)) { $0.path = RoutePath([books, cookbook]) }
        store.send(.list(.moved(.down))) {
            $0.positions[cookbook] = ListPosition(selected: 1)
        }
        store.send(.navigation(.backRequested)) {
            $0.path = RoutePath([books])
            $0.positions[cookbook] = nil
        }
        #expect(store.state.screen == books)
        #expect(store.state.position == ListPosition(selected: 1))
        store.send(.navigation(.backRequested)) {
            $0.path = RoutePath()
            $0.positions[books] = nil
        }
        #expect(store.state.position == ListPosition(selected: 1))
        store.send(.navigation(.backRequested))
        store.send(.list(.opened)) { $0.path = RoutePath([books]) }
        #expect(store.state.position == ListPosition(), "a popped screen's row is forgotten")
    }

    @Test func productPageRowsLeadToTheSellerThenRelatedProducts() throws {
        var store = Store(try TestCatalog.state([books, cookbook]))
        store.send(.list(.opened)) { $0.path = RoutePath([books, cookbook, paperSeller]) }
        store.send(.navigation(.backRequested)) { $0.path = RoutePath([books, cookbook]) }
        store.send(.list(.moved(.down))) {
            $0.positions[cookbook] = ListPosition(selected: 1)
        }
        // Related products start after the product on its shelf: Field Notes, then the Atlas.
        store.send(.list(.opened)) {
            $0.path = RoutePath([books, cookbook, .product(id: "p-07")])
        }
    }

    @Test func openingOnAnEmptyListDoesNothing() throws {
        var store = Store(try TestCatalog.state([.cart]))
        store.send(.list(.opened))
        store.send(.list(.moved(.down))) { $0.positions[.cart] = ListPosition() }
    }

    @Test func movesKeepTheHighlightInTheListAndOnScreen() throws {
        // The roastery sells five products; eight terminal rows leave its list three, so a
        // page is two rows.
        var store = Store(
            try TestCatalog.state([roasterySeller]), size: Size(columns: 80, rows: 8))
        let moves: [(ListMove, ListPosition)] = [
            (.down, ListPosition(selected: 1, top: 0)),
            (.pageDown, ListPosition(selected: 3, top: 1)),
            (.pageDown, ListPosition(selected: 4, top: 2)),
            (.down, ListPosition(selected: 4, top: 2)),
            (.up, ListPosition(selected: 3, top: 2)),
            (.pageUp, ListPosition(selected: 1, top: 1)),
            (.pageUp, ListPosition(selected: 0, top: 0)),
            (.up, ListPosition(selected: 0, top: 0)),
            (.last, ListPosition(selected: 4, top: 2)),
            (.first, ListPosition(selected: 0, top: 0)),
        ]
        for (move, position) in moves {
            store.send(.list(.moved(move))) {
                $0.positions[roasterySeller] = position
            }
        }
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (9, 4), (-1, 0)])
    func breadcrumbPopsToItsDepth(depth: Int, kept: Int) throws {
        let routes = [books, cookbook, paperSeller, .product(id: "p-10")]
        var state = try TestCatalog.state(routes)
        for (index, route) in ([nil] + routes.map { $0 }).enumerated() {
            state.positions[route] = ListPosition(selected: index)
        }
        var store = Store(state)
        store.send(.navigation(.breadcrumbChosen(depth: depth))) {
            $0.path = RoutePath(Array(routes.prefix(kept)))
            for route in routes.dropFirst(kept) { $0.positions[route] = nil }
        }
    }

    @Test func cartFromDeepPushesIt() throws {
        var store = Store(try TestCatalog.state([books, cookbook]))
        store.send(.navigation(.cartRequested)) { $0.path = RoutePath([books, cookbook, .cart]) }
    }

    @Test func cartFromAPathHoldingItPopsBackAndForgetsWhatWasAbove() throws {
        var state = try TestCatalog.state([.cart, beans, roasterySeller])
        state.positions[.cart] = ListPosition(selected: 0)
        state.positions[beans] = ListPosition(selected: 2)
        state.positions[roasterySeller] = ListPosition(selected: 3)
        var store = Store(state)
        store.send(.navigation(.cartRequested)) {
            $0.path = RoutePath([.cart])
            $0.positions[beans] = nil
            $0.positions[roasterySeller] = nil
        }
    }

    @Test func homeEndsWithTheOrdersRow() throws {
        var store = Store(try TestCatalog.state())
        store.send(.list(.moved(.last))) {
            $0.positions[nil] = ListPosition(selected: 3)
        }
        store.send(.list(.opened)) { $0.path = RoutePath([.orders]) }
    }

    @Test func quitReturnsTheQuitEffect() throws {
        var store = Store(try TestCatalog.state([coffee, beans]))
        store.send(.navigation(.quitRequested), [.quit])
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
        store.send(.navigation(.quitRequested), [.quit]) { $0.notice = nil }
    }

    @Test func noticeIsClearedByTheNextAction() throws {
        var store = Store(try TestCatalog.state([.product(id: TestCatalog.decaf)]))
        store.send(.cart(.addRequested)) {
            $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning)
        }
        store.send(.navigation(.backRequested)) {
            $0.notice = nil
            $0.path = RoutePath()
        }
    }
}
