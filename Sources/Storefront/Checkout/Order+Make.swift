extension Order {
    /// The order that placing `cart` now would create: one line per cart line whose product
    /// the catalog still sells, at today's catalog name and price; totals for the address's
    /// country; the address `normalized`; the payment masked to brand and last four.
    ///
    /// `nil` when there is nothing to order (the cart is empty, or none of its products is
    /// still sold), the country is unknown, or the order would not read back from disk
    /// (`placedAt` not of the form "2026-11-21T17:24:16Z", an empty id, amounts that overflow,
    /// a card summary without a known brand and four digits):
    /// a placed order must never make `orders.json` unreadable. The caller reconciles the
    /// cart with the catalog (stock) first and validates the address for the user's sake;
    /// this checks only what the order itself needs.
    public static func make(
        id: OrderID, placedAt: String, cart: Cart, catalog: Catalog, address: ShippingAddress,
        payment: PaymentSummary
    ) -> Order? {
        let address = address.normalized
        guard !cart.isEmpty, let country = Countries.country(code: address.countryCode) else {
            return nil
        }
        let lines = cart.lines.compactMap { line -> OrderLine? in
            guard line.quantity > 0, let product = catalog.product(line.product) else { return nil }
            return OrderLine(
                product: product.id, name: product.name, unitPrice: product.price,
                quantity: line.quantity)
        }
        guard !lines.isEmpty, let subtotal = subtotal(of: lines) else { return nil }
        let order = Order(
            id: id, placedAt: placedAt, currency: catalog.currency, lines: lines,
            totals: Pricing.totals(subtotal: subtotal, country: country), address: address,
            payment: payment.masked)
        return order.defect == nil ? order : nil
    }
}
