/// Identifies one checkout's order: made when checkout starts, kept with the checkout in the
/// session, and unique in the user's database, so that pressing Enter again, or again after a
/// crash, finds the order it placed instead of placing another.
public typealias OrderKey = Identifier<OrderRequest>

/// An order as the Review step shows it, before it has a number or a time: what `PlaceOrder`
/// asks the user's database to keep. The database places it only if the cart on disk still
/// holds exactly `cart` (another window may have changed or ordered it meanwhile).
public struct OrderRequest: Hashable, Sendable {
    /// This checkout's key.
    public var key: OrderKey
    /// The cart lines Review showed (products and quantities), in cart order.
    public var cart: Cart
    /// The order's lines, at the catalog's names and prices Review showed.
    public var lines: [OrderLine]
    /// The currency of every amount.
    public var currency: Currency
    /// What it costs.
    public var totals: Totals
    /// Where it goes, normalized.
    public var address: ShippingAddress
    /// How it is paid, masked.
    public var payment: PaymentSummary
    /// Each line's product's stock as the catalog gives it (before the units ordered since its
    /// import are taken off, which the database counts when it places the order), for the
    /// products whose stock limits sales: one sold whether or not in stock (`Inventory`) has
    /// no entry, and nothing limits it.
    public var stock: [ProductID: Int] = [:]

    /// The request placing `cart` now would make (see `Order.make` for when there is none).
    public static func make(
        key: OrderKey, cart: Cart, catalog: Catalog, address: ShippingAddress,
        payment: PaymentSummary
    ) -> OrderRequest? {
        let address = address.normalized
        guard !cart.isEmpty, let country = Countries.country(code: address.countryCode) else {
            return nil
        }
        var lines: [OrderLine] = []
        var stock: [ProductID: Int] = [:]
        for line in cart.lines {
            guard line.quantity > 0, let product = catalog.product(line.product) else { return nil }
            let stored = ((try? catalog.storedItem(product.id)) ?? nil) ?? product
            if stored.inventory.limitsSales { stock[product.id] = stored.stock }
            lines.append(
                OrderLine(
                    product: product.id, name: product.name, unitPrice: product.price,
                    quantity: line.quantity))
        }
        guard !lines.isEmpty, let subtotal = Order.subtotal(of: lines) else { return nil }
        let request = OrderRequest(
            key: key, cart: cart, lines: lines, currency: catalog.currency,
            totals: Pricing.totals(
                subtotal: subtotal, country: country, currency: catalog.currency),
            address: address,
            payment: payment.masked, stock: stock)
        // A request whose order could not be read back is never sent.
        return request.order(id: "A-000000-0000", placedAt: "2026-01-01T00:00:00Z") == nil
            ? nil : request
    }

    /// The order this request becomes with `id`, placed at `placedAt`; nil when it would not
    /// read back from disk (a malformed time or id).
    public func order(id: OrderID, placedAt: String) -> Order? {
        let order = Order(
            id: id, placedAt: placedAt, currency: currency, lines: lines, totals: totals,
            address: address, payment: payment)
        return order.defect == nil ? order : nil
    }

    /// Whether `cart` on disk is still the cart Review showed: the same products in the same
    /// quantities (order and remembered prices aside).
    public func matches(_ cart: Cart) -> Bool {
        func units(_ cart: Cart) -> [ProductID: Int] {
            Dictionary(cart.lines.map { ($0.product, $0.quantity) }, uniquingKeysWith: +)
        }
        return units(cart) == units(self.cart)
    }
}
