import Storefront

/// Cart actions: adding from a product or a product list, editing lines in the cart, and
/// starting checkout. Each change of the cart is made here with `Cart.apply` and returned as
/// `Effect.changeCart`, the same change the database applies to the line on disk.
func reduceCart(_ state: inout AppState, _ action: CartAction) -> [Effect] {
    switch action {
    case .addRequested:
        return addToCart(&state)
    case .quantityIncreased:
        if case .product(let id) = state.screen, let item = state.item(onPageOf: id) {
            return addOne(of: item, to: &state)
        }
        guard state.screen == .cart, let line = selectedLine(state),
            let product = state.catalog.product(line.product)
        else { return [] }
        return addOne(of: product, to: &state)
    case .quantityDecreased:
        if case .product(let id) = state.screen, let item = state.item(onPageOf: id) {
            return takeOne(of: item.id, from: &state)
        }
        guard state.screen == .cart, let line = selectedLine(state) else { return [] }
        // `-` stops at 1: removing a line takes `x`, a press of its own. A held `-` repeats,
        // and a terminal cannot tell a repeat from a press (nor has the reducer a clock), so
        // a `-` that took the last unit let a held key run on into the lines below.
        guard line.quantity > 1 else {
            state.notice = Notice("\(name(of: line, in: state)): 1 in cart — x removes the line")
            return []
        }
        return changeCart(&state, .adjust(line.product, by: -1, price: nil))
    case .lineRemoved:
        guard state.screen == .cart, let line = selectedLine(state) else { return [] }
        return removeLine(line, from: &state)
    case .removalUndone:
        return undoRemoval(&state)
    case .variantStepped(let step):
        stepVariant(by: step, &state)
        return []
    case .optionMoved(let step):
        OptionReducer.move(by: step, &state)
        return []
    case .optionValueStepped(let step):
        OptionReducer.stepValue(by: step, &state)
        return []
    case .optionsLeft:
        OptionReducer.leave(&state)
        return []
    case .variantChosen(let id):
        guard case .product(let shown) = state.screen, let product = state.catalog.product(shown),
            let variant = product.variant(id)
        else { return [] }
        state.choose(variant, of: product)
        return []
    case .checkoutRequested:
        guard !state.cart.isEmpty else {
            state.notice = Notice("The cart is empty: add something first", tone: .warning)
            return []
        }
        state.changePath(.push(.checkout(step: .shipping)))
        // A complete address (a returning customer's saved one) opens with the cursor on the
        // last field, where Enter continues: one key to use it instead of six; ↑ to change it.
        if state.draft.shipping.isComplete, let last = ShippingField.allCases.last {
            state.draft.shipping.focus = last
        }
        if state.draft.orderKey == nil { state.draft.orderKey = state.orderKeys.next() }
        return []
    }
}

/// Applies `change` to the cart on screen and asks for the same change on disk.
private func changeCart(_ state: inout AppState, _ change: CartChange) -> [Effect] {
    state.cart.apply(change)
    if state.screen == .cart { clampCartSelection(&state) }
    return [.changeCart([change])]
}

/// Takes the highlighted `line` out of the cart, keeping it for `u` and saying so.
private func removeLine(_ line: CartLine, from state: inout AppState) -> [Effect] {
    state.removedLines.append(RemovedLine(line: line, index: state.position.selected))
    state.removedLines.removeFirst(max(0, state.removedLines.count - RemovedLine.undoLimit))
    let effects = changeCart(&state, .remove(line.product))
    state.notice = Notice("Removed \(name(of: line, in: state)) — u to undo")
    return effects
}

/// `-` on a product page: one unit fewer of it in the cart. The last unit takes the line; the
/// undo is the cart's (`u` there), so the page only says what went.
private func takeOne(of id: ProductID, from state: inout AppState) -> [Effect] {
    guard let line = state.cart.lines.first(where: { $0.product == id }) else {
        state.notice = Notice("None of this product in the cart")
        return []
    }
    guard line.quantity > 1 else {
        let effects = changeCart(&state, .remove(id))
        state.notice = Notice("Removed \(name(of: line, in: state)) from the cart")
        return effects
    }
    let effects = changeCart(&state, .adjust(id, by: -1, price: nil))
    state.notice = Notice(
        "\(name(of: line, in: state)): \(Counted.grouped(line.quantity - 1)) in cart")
    return effects
}

/// `a`: on a product page adds that product (its chosen variant); on a list adds the
/// highlighted product, or opens the page of one with variants, where the user chooses.
private func addToCart(_ state: inout AppState) -> [Effect] {
    if case .product(let shown) = state.screen {
        guard let item = state.item(onPageOf: shown) else { return [] }
        return addOne(of: item, to: &state)
    }
    guard state.screen != .cart,
        let id = Screens.current(state).product(at: state.position.selected),
        let product = state.catalog.product(id)
    else { return [] }
    guard !product.hasVariants else {
        state.changePath(.push(.product(id: id)))
        let names = product.options.map { $0.lowercased() }
        let options =
            names.count > 1
            ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            : names.joined()
        state.notice = Notice("Choose the \(options) with v, then a to add")
        return []
    }
    return addOne(of: product, to: &state)
}

/// `v`/`V`: the next or previous variant of the product on display, round the end.
private func stepVariant(by step: Int, _ state: inout AppState) {
    guard case .product(let id) = state.screen, let product = state.catalog.product(id),
        let current = state.chosenVariant(of: product),
        let index = product.variants.firstIndex(of: current)
    else { return }
    let count = product.variants.count
    let next = product.variants[((index + step) % count + count) % count]
    state.choose(next, of: product)
    let stock = next.isInStock ? "" : " — out of stock"
    state.notice = Notice("\(next.title)\(stock)")
}

/// One more unit of `product`, within its stock and the quantity limit, and the notice.
private func addOne(of product: Product, to state: inout AppState) -> [Effect] {
    switch state.cart.addingOne(
        product.id, stock: product.unitsForSale, price: product.price, name: product.name)
    {
    case .success(let added):
        let effects = changeCart(&state, added)
        report(.added(newQuantity: state.cart.quantity(of: product.id)), for: product, in: &state)
        return effects
    case .failure(.outOfStock):
        report(.outOfStock, for: product, in: &state)
    case .failure(.atStockLimit(let stock)):
        report(.atStockLimit(stock), for: product, in: &state)
    case .failure(.atQuantityLimit(let most)):
        report(.atQuantityLimit(most), for: product, in: &state)
    }
    return []
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

/// `u`: the line removed last goes back where it was, highlighted; the next `u` the one
/// before it. Had the product come back into the cart some other way (another window's cart),
/// putting it back would repeat it: that undo is dropped instead.
private func undoRemoval(_ state: inout AppState) -> [Effect] {
    guard state.screen == .cart else { return [] }
    guard let removed = state.removedLines.popLast() else {
        state.notice = Notice("Nothing to undo")
        return []
    }
    let line = removed.line
    guard !state.cart.lines.contains(where: { $0.product == line.product }) else { return [] }
    var lines = state.cart.lines
    let index = min(removed.index, lines.count)
    lines.insert(line, at: index)
    state.cart = Cart(lines: lines)
    state.position.selected = index
    state.notice = Notice("Put back \(name(of: line, in: state))", tone: .success)
    // On disk the line comes back at the end of the cart: lines keep the order they were
    // first added in there.
    return [
        .changeCart([
            .adjust(line.product, by: line.quantity, price: line.priceWhenAdded, name: line.name)
        ])
    ]
}

/// The product's name, or the one the line was added with when the catalog no longer sells it.
private func name(of line: CartLine, in state: AppState) -> String {
    line.displayName(in: state.catalog)
}

private func selectedLine(_ state: AppState) -> CartLine? {
    let lines = state.cart.lines
    return lines.indices.contains(state.position.selected) ? lines[state.position.selected] : nil
}

private func clampCartSelection(_ state: inout AppState) {
    let last = max(0, state.cart.lines.count - 1)
    if state.position.selected > last { state.position.selected = last }
}
