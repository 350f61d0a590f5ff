import Storefront

/// The review step: asking for the order, and the database's answer. The confirmation is shown
/// only once the order is on disk (`orderPlaced`); until then the screen says it is placing.
func reduceCheckout(_ state: inout AppState, _ action: CheckoutAction) -> [Effect] {
    switch action {
    case .placeOrderRequested:
        guard state.screen == .checkout(step: .review), state.placingOrder == nil else { return [] }
        return placeOrderRequested(&state)
    case .orderPlaced(let order, let cart):
        orderPlaced(&state, order, cart: cart)
        return []
    case .orderRefused(let refusal):
        return orderRefused(&state, refusal)
    case .orderUnconfirmed(let reason):
        // Not "not placed": the commit may be on disk. The key stays, so Enter again finds
        // that order if it is kept, and the run loop looks it up until it can tell.
        state.draft.unconfirmedOrder = state.placingOrder ?? state.draft.orderKey
        state.placingOrder = nil
        state.notice = Notice(
            "We could not confirm that your order was saved (\(reason)). Aisle will check "
                + "and tell you; your cart is kept until then.", tone: .warning)
        return []
    case .orderResolved(let key, let order):
        return orderResolved(&state, key, order)
    case .orderKeysPlaced(let keys):
        // Another window placed this checkout's order (a checkout restored in both): the
        // key has done its work; a cart filled again is a new order with a new key.
        if let key = state.draft.orderKey, keys.contains(key), state.placingOrder != key,
            state.draft.unconfirmedOrder != key
        {
            state.draft.orderKey = nil
        }
        return []
    }
}

/// What became of an order whose commit could not be confirmed, told once.
private func orderResolved(_ state: inout AppState, _ key: OrderKey, _ order: Order?) -> [Effect] {
    guard state.draft.unconfirmedOrder == key else { return [] }
    state.draft.unconfirmedOrder = nil
    guard let order else {
        state.notice = Notice(
            "Your order was not placed after all: nothing was ordered; your cart is kept.",
            tone: .warning)
        return []
    }
    if state.order(order.id) == nil { state.orders.append(order) }
    if state.draft.orderKey == key {
        state.draft.payment = PaymentForm()
        state.draft.orderKey = nil
    }
    state.notice = Notice("Your order \(order.id) was placed after all.", tone: .success)
    return []
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
        let name = short.displayName(in: state.catalog)
        state.notice = Notice("Not enough \(name) in stock: change the cart first", tone: .warning)
        return []
    }
    // A Review reached without a key (a session saved before keys) gets one now.
    let key = state.draft.orderKey ?? state.orderKeys.next()
    state.draft.orderKey = key
    guard
        let request = OrderRequest.make(
            key: key, cart: state.cart, catalog: state.catalog,
            address: state.draft.shipping.address, payment: state.draft.payment.summary)
    else {
        state.notice = Notice(
            "The order could not be placed: check the address, payment and cart", tone: .warning)
        return []
    }
    state.placingOrder = key
    return [.placeOrder(request)]
}

private func orderPlaced(_ state: inout AppState, _ order: Order, cart: Cart) {
    state.placingOrder = nil
    if state.order(order.id) == nil { state.orders.append(order) }
    state.cart = cart
    // The address is kept for next time; card details are forgotten at once, and the key with
    // them: the next checkout is another order.
    state.draft.payment = PaymentForm()
    state.draft.orderKey = nil
    state.draft.shipping.focus = .name
    state.changePath(.replace([.order(id: order.id)]))
    state.notice = Notice("Thank you! Order \(order.id) is placed.", tone: .success)
}

private func orderRefused(_ state: inout AppState, _ refusal: OrderRefusal) -> [Effect] {
    state.placingOrder = nil
    switch refusal {
    case .cartChanged(let cart):
        // Review shows today's cart; if it is empty (another window ordered it), checkout is
        // no longer valid and the path goes back to where it is.
        let effects = adoptUserData(&state, cart: cart, orders: state.orders)
        state.notice = Notice(
            "Your cart changed in another window — review it again", tone: .warning)
        return effects
    case .shortOfStock(let name, let left, let cart):
        let effects = adoptUserData(&state, cart: cart, orders: state.orders)
        let what =
            left == 0 ? "\(name) is sold out" : "Only \(Counted.grouped(left)) left of \(name)"
        state.notice = Notice("\(what) — your cart was adjusted", tone: .warning)
        return effects
    case .keyUsed:
        // The key placed another order (a checkout restored in two windows, one of which
        // ordered): this cart is a new order, placed with a new key.
        state.draft.orderKey = state.orderKeys.next()
        return placeOrderRequested(&state)
    case .notWritten(let reason):
        state.notice = Notice(
            "Your order was not placed: \(reason). Nothing was ordered; your cart is kept.",
            tone: .warning)
        return []
    case .notAnswering:
        state.notice = Notice(
            "Your order was not placed: the shop's database is not answering; your cart is "
                + "kept on screen — try again in a moment",
            tone: .warning)
        return []
    case .catalogMoved:
        state.notice = Notice(
            "Your order was not placed: the shop now sells from another catalog than the one "
                + "shown here; your cart is kept",
            tone: .warning)
        return []
    }
}
