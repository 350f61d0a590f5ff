import Storefront

/// The review step: placing the order, and the run loop's answer with its id and time.
func reduceCheckout(_ state: inout AppState, _ action: CheckoutAction) -> [Effect] {
    switch action {
    case .placeOrderRequested:
        guard state.screen == .checkout(step: .review) else { return [] }
        return placeOrderRequested(&state)
    case .orderPlaced(let id, let placedAt):
        placeOrder(&state, id: id, placedAt: placedAt)
        return []
    }
}

private func placeOrderRequested(_ state: inout AppState) -> [Effect] {
    if let problem = state.routeValidator.problem(with: .checkout(step: .review)) {
        // On this screen an incomplete payment means the card stopped passing its checks
        // (it expired while the screen was open), not that it was lost on a restart.
        let reason =
            problem == .paymentIncomplete ? "the payment details need another look" : "\(problem)"
        state.notice = Notice("Cannot place the order: \(reason)", tone: .warning)
        return []
    }
    if let short = state.cart.lineShortOfStock(in: state.catalog) {
        let name = state.catalog.product(short.product)?.name ?? short.product.rawValue
        state.notice = Notice("Not enough \(name) in stock: change the cart first", tone: .warning)
        return []
    }
    return [.placeOrder]
}

private func placeOrder(_ state: inout AppState, id: OrderID, placedAt: String) {
    guard state.order(id) == nil else {
        state.notice = Notice("The order could not be placed: its number is taken", tone: .warning)
        return
    }
    guard
        let order = Order.make(
            id: id, placedAt: placedAt, cart: state.cart, catalog: state.catalog,
            address: state.draft.shipping.address, payment: state.draft.payment.summary)
    else {
        let reason =
            state.cart.isEmpty ? "the cart is empty" : "check the address, payment and cart"
        state.notice = Notice("The order could not be placed: \(reason)", tone: .warning)
        return
    }
    state.orders.append(order)
    state.cart.removeAll()
    // The address is kept for next time; card details are forgotten at once.
    state.draft.payment = PaymentForm()
    state.draft.shipping.focus = .name
    state.changePath(.replace([.order(id: id)]))
    state.notice = Notice("Thank you! Order \(id) is placed.", tone: .success)
}
