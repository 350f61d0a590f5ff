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
        let sold = Cart(
            lines: cart.lines.filter { $0.quantity > 0 && catalog.product($0.product) != nil })
        return OrderRequest.make(
            key: "", cart: sold, catalog: catalog, address: address, payment: payment
        )?.order(id: id, placedAt: placedAt)
    }
}
