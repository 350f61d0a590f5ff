import Storefront

/// Cart actions: adding from a product or a product list, editing lines in the cart, and
/// starting checkout.
func reduceCart(_ state: inout AppState, _ action: CartAction) {
    switch action {
    case .addRequested:
        addToCart(&state)
    case .quantityIncreased:
        guard state.screen == .cart, let line = selectedLine(state),
            let product = state.catalog.product(line.product)
        else { return }
        report(
            state.cart.add(product.id, stock: product.stock, price: product.price), for: product,
            in: &state)
    case .quantityDecreased:
        guard state.screen == .cart, selectedLine(state) != nil else { return }
        state.cart.decrement(at: state.position.selected)
        clampCartSelection(&state)
    case .lineRemoved:
        guard state.screen == .cart, let line = selectedLine(state) else { return }
        state.removedLine = RemovedLine(line: line, index: state.position.selected)
        state.cart.remove(at: state.position.selected)
        clampCartSelection(&state)
        state.notice = Notice("Removed \(name(of: line, in: state)) — u to undo")
    case .removalUndone:
        undoRemoval(&state)
    case .checkoutRequested:
        guard !state.cart.isEmpty else {
            state.notice = Notice("The cart is empty: add something first", tone: .warning)
            return
        }
        state.changePath(.push(.checkout(step: .shipping)))
    }
}

/// `a`: on a product page adds that product; on a list adds the highlighted product.
private func addToCart(_ state: inout AppState) {
    let id: ProductID?
    if case .product(let shown) = state.screen {
        id = shown
    } else if state.screen != .cart {
        id = Screens.current(state).product(at: state.position.selected)
    } else {
        id = nil
    }
    guard let id, let product = state.catalog.product(id) else { return }
    report(state.cart.add(id, stock: product.stock, price: product.price), for: product, in: &state)
}

private func report(_ outcome: Cart.AddOutcome, for product: Product, in state: inout AppState) {
    switch outcome {
    case .added(let quantity):
        let suffix = quantity > 1 ? " (\(Counted.grouped(quantity)) in cart)" : ""
        state.notice = Notice("Added \(product.name) to the cart\(suffix)", tone: .success)
    case .outOfStock:
        state.notice = Notice("\(product.name) is out of stock", tone: .warning)
    case .atStockLimit(let stock):
        state.notice = Notice(
            "Only \(Counted.grouped(stock)) of \(product.name) in stock", tone: .warning)
    case .atQuantityLimit(let most):
        state.notice = Notice(
            "At most \(Counted.grouped(most)) of \(product.name) per order", tone: .warning)
    }
}

/// `u`: the removed line goes back where it was, highlighted. Had the product come back into
/// the cart some other way (another window's cart), putting it back would repeat it: the undo
/// is dropped instead.
private func undoRemoval(_ state: inout AppState) {
    guard state.screen == .cart else { return }
    guard let removed = state.removedLine else {
        state.notice = Notice("Nothing to undo")
        return
    }
    state.removedLine = nil
    guard !state.cart.lines.contains(where: { $0.product == removed.line.product }) else { return }
    var lines = state.cart.lines
    let index = min(removed.index, lines.count)
    lines.insert(removed.line, at: index)
    state.cart = Cart(lines: lines)
    state.position.selected = index
    state.notice = Notice("Put back \(name(of: removed.line, in: state))", tone: .success)
}

/// The product's name, or its id when the catalog no longer sells it.
private func name(of line: CartLine, in state: AppState) -> String {
    state.catalog.product(line.product)?.name ?? line.product.rawValue
}

private func selectedLine(_ state: AppState) -> CartLine? {
    let lines = state.cart.lines
    return lines.indices.contains(state.position.selected) ? lines[state.position.selected] : nil
}

private func clampCartSelection(_ state: inout AppState) {
    let last = max(0, state.cart.lines.count - 1)
    if state.position.selected > last { state.position.selected = last }
}
