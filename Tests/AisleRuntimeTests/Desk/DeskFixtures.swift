import AisleRuntime
import Storefront
import TestSupport
import UserData

/// Orders of two customers for the desk's tests, newest first.
enum DeskFixtures {
    static let alice = "SHA256:aliceaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    static let bob = "SHA256:bobbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"

    /// Order `id` of `customer`, shipping to `name` in `city`.
    static func order(
        _ id: String, _ customer: String, name: String, city: String, status: OrderStatus = .placed,
        row: Int64
    ) -> ShopOrder {
        var order = Fixtures.order(id, placedAt: "2026-05-0\(row)T08:00:00Z")
        order.address.name = name
        order.address.city = city
        order.status = status
        return ShopOrder(order: order, customer: customer, row: row)
    }

    /// Three orders, newest first: Bob's in Berlin (placed), Alice's in London (shipped), and
    /// Alice's first (placed).
    static let orders = [
        order("A-3", bob, name: "Bob Berger", city: "Berlin", row: 3),
        order("A-2", alice, name: "Alice Ashdown", city: "London", status: .shipped, row: 2),
        order("A-1", alice, name: "Alice Ashdown", city: "London", row: 1),
    ]

    /// A desk showing `orders`.
    static func state(_ orders: [ShopOrder] = orders) -> DeskState {
        var state = DeskState()
        _ = DeskReducer.reduce(&state, .ordersRead(orders, unreadable: 0))
        return state
    }
}
