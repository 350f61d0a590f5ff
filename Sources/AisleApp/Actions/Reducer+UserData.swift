import Storefront

/// Takes in what another instance changed: the cart and orders as they are now. The screens
/// on the path must still make sense (a checkout whose cart another window emptied goes back
/// to where it is valid), and the user is told what changed, once. What reconciling the
/// cart with the catalog dropped or lowered is returned as changes to write, so the cart on
/// disk is the cart on screen (an order compares the two).
func adoptUserData(_ state: inout AppState, cart incoming: Cart, orders: [Order]) -> [Effect] {
    var cart = incoming
    // A catalog that fails a read drops nothing: the lines stay as the database holds them.
    let dropped = (try? cart.reconcile(with: state.catalog)) ?? []
    let reconciling = CartChange.reconciling(from: incoming, to: cart)
    let effects: [Effect] = reconciling.isEmpty ? [] : [.changeCart(reconciling)]
    let newOrders = max(0, orders.count - state.orders.count)
    let cartChanged = cart != state.cart
    state.cart = cart
    state.orders = orders
    let (kept, _) = state.routeValidator.validPrefix(of: state.path.routes)
    if kept != state.path.routes { state.changePath(.replace(kept)) }
    var parts: [String] = []
    if cartChanged { parts.append("Your cart was changed in another Aisle window") }
    if newOrders > 0 {
        parts.append(
            newOrders == 1
                ? "an order was placed in another Aisle window"
                : "\(newOrders) orders were placed in another Aisle window")
    }
    if let phrase = DroppedLines.phrase(dropped, from: incoming, in: state.catalog) {
        parts.append(phrase)
    }
    guard let first = parts.first else { return effects }
    let text = ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst())
        .joined(separator: "; ")
    state.notice = Notice(text, tone: .info)
    return effects
}

/// Takes in the address another instance saved: the form is filled from it (the cursor where
/// it was, problems shown for the old text gone), and the user is told once. The run loop
/// decides when this may happen (see `SystemAction.savedAddressChanged`).
func adoptAddress(_ state: inout AppState, _ address: ShippingAddress) {
    var form = state.draft.shipping
    form.fill(from: address)
    form.problems = [:]
    guard form != state.draft.shipping else { return }
    state.draft.shipping = form
    state.notice = Notice("Your address was changed in another Aisle window", tone: .info)
}
