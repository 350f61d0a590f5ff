import Navigation
import Storefront
import TerminalUI

/// Checkout and orders: entering checkout, the two forms, placing the order.
func reduceCheckout(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    switch action {
    case .checkoutRequested:
        guard !state.cart.isEmpty else {
            state.notice = Notice("The cart is empty: add something first", tone: .warning)
            return []
        }
        go(&state, to: .checkout(step: .shipping))
    case .ordersRequested:
        go(&state, to: .orders)
    case .orderPlaced(let id, let placedAt):
        placeOrder(&state, id: id, placedAt: placedAt)
    default:
        switch state.screen {
        case .checkout(.shipping): reduceShipping(&state, action)
        case .checkout(.payment): reducePayment(&state, action)
        case .checkout(.review): return reduceReview(&state, action)
        default: break
        }
    }
    return []
}

private func reduceShipping(_ state: inout AppState, _ action: AppAction) {
    var form = state.draft.shipping
    defer { state.draft.shipping = form }
    let fields = ShippingField.allCases
    switch action {
    case .fieldEdited(let key):
        guard var field = form[form.focus] else { return }
        if field.apply(key) == .edited { form.problems[form.focus] = nil }
        form[form.focus] = field
    case .focusMoved(let delta):
        form.focus = fields.cycled(from: form.focus, by: delta)
    case .choiceChanged(let delta) where form.focus == .country:
        form.countryCode = CountryChoice.step(from: form.countryCode, by: delta)
        form.problems[.country] = nil
    case .choiceTyped(let letter) where form.focus == .country:
        form.countryCode = CountryChoice.next(startingWith: letter, after: form.countryCode)
        form.problems[.country] = nil
    case .formSubmitted:
        guard form.focus == fields.last else {
            form.focus = fields.cycled(from: form.focus, by: 1)
            return
        }
        let problems = AddressValidation.problems(in: form.address)
        form.problems = Dictionary(problems.map { ($0.field, $0.problem) }) { first, _ in first }
        if let first = problems.first {
            form.focus = first.field
            state.notice = Notice("\(first.field.label): \(first.problem.message)", tone: .warning)
            return
        }
        state.draft.shipping = form
        go(&state, to: .checkout(step: .payment))
    default:
        break
    }
}

private func reducePayment(_ state: inout AppState, _ action: AppAction) {
    var form = state.draft.payment
    defer { state.draft.payment = form }
    switch action {
    case .fieldEdited(let key):
        CardEntry.edit(&form, key: key)
    case .focusMoved(let delta):
        form.focus = form.focusOrder.cycled(from: form.focus, by: delta)
    case .choiceChanged where form.focus == .method:
        form.method = form.method == .card ? .invoice : .card
        form.problems = [:]
    case .choiceTyped(let letter) where form.focus == .method:
        if let method = PaymentMethod.allCases.first(where: {
            $0.label.lowercased().hasPrefix(String(letter).lowercased())
        }), method != form.method {
            form.method = method
            form.problems = [:]
        }
    case .formSubmitted:
        guard form.focus == form.focusOrder.last else {
            form.focus = form.focusOrder.cycled(from: form.focus, by: 1)
            return
        }
        let problems = form.cardProblems(today: state.today)
        form.problems = Dictionary(problems.map { ($0.field, $0.problem) }) { first, _ in first }
        if let first = problems.first {
            form.focus = PaymentForm.Focus(rawValue: first.field.rawValue) ?? .number
            state.notice = Notice(
                "\(first.field.label): \(first.problem.message)", tone: .warning)
            return
        }
        state.draft.payment = form
        go(&state, to: .checkout(step: .review))
    default:
        break
    }
}

private func reduceReview(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    guard action == .formSubmitted else { return [] }
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
    state.path.replace(with: [.order(id: id)])
    state.forgetPositionsOffPath()
    state.notice = Notice("Thank you! Order \(id) is placed.", tone: .success)
}

extension Array where Element: Equatable {
    /// The element `delta` places after `element`, wrapping around; the first if absent.
    func cycled(from element: Element, by delta: Int) -> Element {
        guard let index = firstIndex(of: element), !isEmpty else { return self[startIndex] }
        let next = ((index + delta) % count + count) % count
        return self[next]
    }
}
