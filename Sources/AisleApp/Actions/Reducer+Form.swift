import Storefront
import TerminalUI

/// The shipping and payment forms: typing, focus, choices, and Enter moving on.
func reduceForm(_ state: inout AppState, _ action: FormAction) {
    if state.screen == .checkout(step: .shipping) {
        reduceShipping(&state, action)
    } else if state.screen == .checkout(step: .payment) {
        reducePayment(&state, action)
    }
}

private func reduceShipping(_ state: inout AppState, _ action: FormAction) {
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
    case .choiceChanged(let delta):
        guard form.focus == .country else { return }
        form.countryCode = CountryChoice.step(from: form.countryCode, by: delta)
        form.problems[.country] = nil
    case .choiceTyped(" ") where state.typedPrefix.isEmpty:
        // Space steps through the list until letters are typed; then it is part of the name.
        guard form.focus == .country else { return }
        form.countryCode = CountryChoice.step(from: form.countryCode, by: 1)
        form.problems[.country] = nil
    case .choiceTyped(let character):
        guard form.focus == .country else { return }
        let typed = CountryChoice.typed(
            character, after: state.typedPrefix, at: form.countryCode)
        state.typedPrefix = typed.prefix
        guard typed.code != form.countryCode else { return }
        form.countryCode = typed.code
        form.problems[.country] = nil
    case .choiceErased:
        guard form.focus == .country, !state.typedPrefix.isEmpty else { return }
        state.typedPrefix.removeLast()
        guard !state.typedPrefix.isEmpty else { return }
        form.countryCode = CountryChoice.first(startingWith: state.typedPrefix) ?? form.countryCode
    case .submitted:
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
        state.changePath(.push(.checkout(step: .payment)))
    }
}

private func reducePayment(_ state: inout AppState, _ action: FormAction) {
    var form = state.draft.payment
    defer { state.draft.payment = form }
    switch action {
    case .fieldEdited(let key):
        CardEntry.edit(&form, key: key)
    case .focusMoved(let delta):
        form.focus = form.focusOrder.cycled(from: form.focus, by: delta)
    case .choiceChanged, .choiceTyped(" "):
        guard form.focus == .method else { return }
        form.method = form.method == .card ? .invoice : .card
        form.problems = [:]
        // Choosing the card is for typing it: the number field takes the next keys, which
        // would otherwise go to the choice and vanish.
        if form.method == .card { form.focus = .number }
    case .choiceErased:
        break  // Two methods need no typed prefix to take back.
    case .choiceTyped(let letter):
        guard form.focus == .method,
            let method = PaymentMethod.allCases.first(where: {
                $0.label.lowercased().hasPrefix(String(letter).lowercased())
            }), method != form.method
        else { return }
        form.method = method
        form.problems = [:]
        if method == .card { form.focus = .number }
    case .submitted:
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
        state.changePath(.push(.checkout(step: .review)))
    }
}

extension Array where Element: Equatable {
    /// The element `delta` places after `element`, wrapping around; the first if absent.
    func cycled(from element: Element, by delta: Int) -> Element {
        guard let index = firstIndex(of: element), !isEmpty else { return self[startIndex] }
        let next = ((index + delta) % count + count) % count
        return self[next]
    }
}
