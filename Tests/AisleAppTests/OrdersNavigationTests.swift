import Navigation
import Storefront
import Testing

@testable import AisleApp

/// The orders list and an order's page through `reduce` only: reaching them, and the rows
/// that open an order and its products.
@Suite("Orders navigation", .timeLimit(.minutes(10)))
struct OrdersNavigationTests {
    typealias F = CheckoutFixture

    @Test func ordersRequestedPushesOrdersOrPopsBackToThem() throws {
        var store = Store(try F.state([.category(id: TestCatalog.coffee)]))
        store.send(.navigation(.ordersRequested)) {
            $0.path = RoutePath([.category(id: TestCatalog.coffee), .orders])
        }
        var state = try F.state([.orders, .order(id: "o-1")], orders: [F.order("o-1")])
        state.positions[.order(id: "o-1")] = ListPosition(selected: 1)
        store = Store(state)
        store.send(.navigation(.ordersRequested)) {
            $0.path = RoutePath([.orders])
            $0.positions = [:]
        }
    }

    @Test func orderRowsOpenNewestFirstAndAnOrdersLinesOpenProducts() throws {
        let orders = [
            F.order("o-1", [("p-05", 1)]), F.order("o-2", [(TestCatalog.beans, 2), ("p-10", 1)]),
        ]
        var store = Store(try F.state([.orders], orders: orders))
        store.send(.list(.opened)) { $0.path = RoutePath([.orders, .order(id: "o-2")]) }
        store.send(.list(.moved(.down))) {
            $0.positions[.order(id: "o-2")] = ListPosition(selected: 1)
        }
        store.send(.list(.opened)) {
            $0.path = RoutePath([.orders, .order(id: "o-2"), .product(id: "p-10")])
        }
        store.send(.navigation(.breadcrumbChosen(depth: 1))) {
            $0.path = RoutePath([.orders])
            $0.positions = [:]
        }
        store.send(.list(.moved(.down))) {
            $0.positions[.orders] = ListPosition(selected: 1)
        }
        store.send(.list(.opened)) { $0.path = RoutePath([.orders, .order(id: "o-1")]) }
        store.send(.list(.opened)) {
            $0.path = RoutePath([.orders, .order(id: "o-1"), .product(id: "p-05")])
        }
    }
}
