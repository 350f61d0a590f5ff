import AisleApp
import Navigation
import Storefront
import TerminalUI

/// A cart, a month and addresses for walking through checkout over `TestCatalog`.
enum CheckoutFixture {
    /// June 2026: "05/26" has expired, "06/26" has not.
    static let today = YearMonth(year: 2026, month: 6)
    /// Two House Blend Beans (18.50) and a Ceramic Mug (12.00): 49.00.
    static let cart = Cart(lines: [
        CartLine(product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850),
        CartLine(product: "p-10", quantity: 1, priceWhenAdded: 1200),
    ])

    static func state(
        _ routes: [Route] = [.cart], cart: Cart = cart, orders: [Order] = [],
        shipping: ShippingForm? = nil
    ) throws -> AppState {
        var state = AppState(
            catalog: try TestCatalog.catalog(), cart: cart, path: RoutePath(routes), orders: orders,
            today: today)
        if let shipping { state.draft.shipping = shipping }
        return state
    }

    /// `field` holding `text` as typing leaves it: the cursor at the end.
    static func typed(_ text: String, as field: TextField) -> TextField {
        TextField(text: text, maxLength: field.maxLength)
    }

    /// A shipping form as typed in order (so the focus is on the country); complete by default.
    static func shipping(
        name: String = "Grace Hopper", email: String = "grace@example.org",
        street: String = "Hauptstraße 5",
        city: String = "Köln", postalCode: String = "50667", country: String? = "DE"
    ) -> ShippingForm {
        var form = ShippingForm()
        form.name = typed(name, as: form.name)
        form.email = typed(email, as: form.email)
        form.street = typed(street, as: form.street)
        form.city = typed(city, as: form.city)
        form.postalCode = typed(postalCode, as: form.postalCode)
        form.countryCode = country
        form.focus = .country
        return form
    }

    /// A card form as typed, focus on the CVC.
    static func card(_ number: String, _ expiry: String, _ cvc: String) -> PaymentForm {
        var form = PaymentForm()
        form.method = .card
        form.number = typed(number, as: form.number)
        form.expiry = typed(expiry, as: form.expiry)
        form.cvc = typed(cvc, as: form.cvc)
        form.focus = .cvc
        return form
    }

    /// A placed order of `lines` (product, quantity) at catalog prices, paid by invoice.
    static func order(_ id: OrderID, _ lines: [(ProductID, Int)] = [(TestCatalog.beans, 1)])
        -> Order
    {
        let orderLines = lines.map { product, quantity in
            let known = TestCatalog.products.first { $0.id == product }
            return OrderLine(
                product: product, name: known?.name ?? product.rawValue,
                unitPrice: known?.price ?? 100,
                quantity: quantity)
        }
        let subtotal = orderLines.reduce(0) { $0 + $1.total }
        return Order(
            id: id, placedAt: "2026-05-01T08:00:00Z", currency: .usd, lines: orderLines,
            totals: Totals(subtotal: subtotal, shipping: 0, tax: 0, total: subtotal),
            address: ShippingAddress(
                name: "Ada", email: "ada@example.org", street: "1 Main St", city: "Springfield",
                postalCode: "12345", countryCode: "US"),
            payment: .invoice)
    }
}

extension CheckoutFixture {
    /// Enter on Review as the run loop answers it: the order the request makes, numbered `id` and timed `placedAt`, placed with the cart emptied. Nil
    /// (state unchanged but for the notice) when the reducer placed nothing or the order
    /// cannot be made.
    @discardableResult
    static func place(_ state: inout AppState, id: OrderID, placedAt: String) -> Order? {
        let effects = reduce(&state, .checkout(.placeOrderRequested))
        guard case .placeOrder(let request)? = effects.first else { return nil }
        guard let order = request.order(id: id, placedAt: placedAt) else {
            _ = reduce(&state, .checkout(.orderRefused(.notWritten(reason: "not an order"))))
            return nil
        }
        _ = reduce(&state, .checkout(.orderPlaced(order, cart: Cart())))
        return order
    }
}
