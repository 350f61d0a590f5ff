import AisleApp
import AisleRuntime
import StateFiles
import Storefront
import TestSupport
import Testing

/// Save scheduling on its own, against a manual clock.
@Suite(.timeLimit(.minutes(10))) struct PersistenceTests {
    static let order = Order(
        id: "A-1", placedAt: "2026-11-27T17:24:16Z", currency: .usd,
        lines: [OrderLine(product: "t-1", name: "Sencha Green", unitPrice: 1200, quantity: 1)],
        totals: Totals(subtotal: 1200, shipping: 0, tax: 0, total: 1200),
        address: ShippingAddress(
            name: "Grace Hopper", email: "grace@example.org", street: "Hauptstraße 5",
            city: "Köln", postalCode: "50667", countryCode: "DE"),
        payment: .invoice)
}
