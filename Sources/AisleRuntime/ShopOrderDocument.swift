import Storefront
import UserData

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One order as `aisle orders --json`, `aisle orders show --json` and `aisle serve --on-order`
/// write it: every field the shop keeps, amounts in minor units, times in UTC. A card is its
/// brand and last four digits; its number was never kept.
public struct ShopOrderDocument: Encodable, Sendable {
    let number: String
    let placedAt: String
    let customer: String
    let status: String
    let history: [StatusChange]
    let shipTo: Address
    let payment: Payment
    let currency: String
    let items: Int
    let lines: [Line]
    let subtotal: Int
    let shipping: Int
    let tax: Int
    let total: Int

    struct Address: Encodable {
        let name, email, street, city, postalCode, countryCode, country: String
    }

    struct Payment: Encodable {
        let method: String
        let brand: String?
        let lastFour: String?
    }

    struct Line: Encodable {
        let product: String
        let name: String
        let quantity: Int
        let unitPrice: Int
        let total: Int
    }

    /// `shop`'s document.
    public init(_ shop: ShopOrder) {
        let order = shop.order
        number = order.id.rawValue
        placedAt = order.placedAt
        customer = shop.customer
        status = order.status.rawValue
        history = shop.history
        let address = order.address
        shipTo = Address(
            name: address.name, email: address.email, street: address.street, city: address.city,
            postalCode: address.postalCode, countryCode: address.countryCode,
            country: Countries.country(code: address.countryCode)?.name ?? "")
        switch order.payment {
        case .invoice: payment = Payment(method: "invoice", brand: nil, lastFour: nil)
        case .card(let brand, let lastFour):
            payment = Payment(method: "card", brand: brand.rawValue, lastFour: lastFour)
        }
        currency = order.currency.code
        items = order.itemCount
        lines = order.lines.map {
            Line(
                product: $0.product.rawValue, name: $0.name, quantity: $0.quantity,
                unitPrice: $0.unitPrice, total: $0.total)
        }
        subtotal = order.totals.subtotal
        shipping = order.totals.shipping
        tax = order.totals.tax
        total = order.totals.total
    }

    /// `value` as pretty-printed JSON with sorted keys (strings and numbers only: encoding
    /// cannot fail in practice; `fallback` if it did).
    static func encode(_ value: some Encodable, pretty: Bool = true, fallback: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return fallback }
        return String(decoding: data, as: UTF8.self)
    }

    /// This order as one JSON object.
    public func json(pretty: Bool = true) -> String {
        Self.encode(self, pretty: pretty, fallback: "{}")
    }
}
