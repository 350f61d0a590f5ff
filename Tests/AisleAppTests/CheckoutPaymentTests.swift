import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The payment step through `reduce` only: the method, focus order and card validation, each
/// action with the exact change it makes to the whole state (see `Store`).
@Suite("Checkout payment", .timeLimit(.minutes(10)))
struct CheckoutPaymentTests {
    typealias F = CheckoutFixture
    let shipping = Route.checkout(step: .shipping)
    let payment = Route.checkout(step: .payment)
    let review = Route.checkout(step: .review)

    @Test func paymentMethodToggleAndTypeAhead() throws {
        var store = Store(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        // Choosing the card puts focus in its number field (issue 19, item 5).
        store.send(.form(.choiceChanged(by: 1))) {
            $0.draft.payment.method = .card
            $0.draft.payment.focus = .number
        }
        store.send(.form(.focusMoved(by: -1))) { $0.draft.payment.focus = .method }
        store.send(.form(.choiceChanged(by: 1))) { $0.draft.payment.method = .invoice }
        store.send(.form(.choiceTyped("z")))
        store.send(.form(.choiceTyped("C"))) {
            $0.draft.payment.method = .card
            $0.draft.payment.focus = .number
        }
    }

    @Test func digitsTypedAfterChoosingTheCardShow() throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        let size = TerminalUI.Size(columns: 80, rows: 24)
        for key in [TerminalUI.Key.right] + "4242".map({ TerminalUI.Key.character($0) }) {
            let action = try #require(KeyMap.action(for: key, in: state, size: size))
            _ = reduce(&state, action, size: size)
        }
        #expect(state.draft.payment.method == .card)
        #expect(state.draft.payment.number.text == "4242")
        let rows = AppView.render(state, size: size).lines
        #expect(rows.contains { $0.contains("4242") }, "\(rows)")
    }

    @Test func focusOrderFollowsTheMethod() throws {
        var form = PaymentForm()
        #expect(form.focusOrder == [.method])
        form.method = .card
        #expect(form.focusOrder == [.method, .number, .expiry, .cvc])

        var store = Store(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        store.send(.form(.focusMoved(by: 1)))
        store.send(.form(.focusMoved(by: -1)))
        store.send(.form(.choiceChanged(by: 1))) {
            $0.draft.payment.method = .card
            $0.draft.payment.focus = .number
        }
        for next in [PaymentForm.Focus.expiry, .cvc, .method, .number] {
            store.send(.form(.focusMoved(by: 1))) { $0.draft.payment.focus = next }
        }
        store.send(.form(.focusMoved(by: -1))) { $0.draft.payment.focus = .method }
        store.send(.form(.focusMoved(by: -2))) { $0.draft.payment.focus = .expiry }
    }

    @Test func invoiceGoesStraightToReview() throws {
        var store = Store(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        store.send(.form(.submitted)) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test(arguments: [
        (
            "4242 4242 4242 4241", "12/30", "123",
            [CardValidation.Field.number: FieldProblem.invalidCardNumber],
            PaymentForm.Focus.number, "Card number: check the number"
        ),
        ("4242 4242 4242 4242", "05/26", "123", [.expiry: .expired], .expiry, "Expiry: expired"),
        (
            "3782 822463 10005", "12/30", "123", [.cvc: .invalidCVC(length: 4)], .cvc,
            "CVC: 4 digits"
        ),
        (
            "", "", "", [.number: .required, .expiry: .required, .cvc: .required], .number,
            "Card number: required"
        ),
        (
            "4242 4242 4242 4242", "13/30", "12",
            [.expiry: .invalidExpiry, .cvc: .invalidCVC(length: 3)], .expiry,
            "Expiry: MM/YY"
        ),
    ])
    func cardProblemsStayOnPaymentWithFocusOnTheFirst(
        number: String, expiry: String, cvc: String, problems: [CardValidation.Field: FieldProblem],
        focus: PaymentForm.Focus, notice: String
    ) throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card(number, expiry, cvc)
        var store = Store(state)
        store.send(.form(.submitted)) {
            $0.draft.payment.problems = problems
            $0.draft.payment.focus = focus
            $0.notice = Notice(notice, tone: .warning)
        }
    }

    @Test(arguments: [
        ("4242 4242 4242 4242", "06/26", "123"), ("3782 822463 10005", "12/30", "1234"),
    ])
    func validCardGoesToReview(number: String, expiry: String, cvc: String) throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card(number, expiry, cvc)
        var store = Store(state)
        store.send(.form(.submitted)) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test func enterWalksTheCardFieldsBeforeSubmitting() throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        state.draft.payment.focus = .method
        var store = Store(state)
        for next in [PaymentForm.Focus.number, .expiry, .cvc] {
            store.send(.form(.submitted)) { $0.draft.payment.focus = next }
        }
        store.send(.form(.submitted)) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test func switchingMethodByLetterForgetsCardProblemsAsTheArrowsDo() throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card("", "", "")
        state.draft.payment.problems = [.number: .required]
        state.draft.payment.focus = .method
        var arrows = state
        _ = reduce(&arrows, .form(.choiceChanged(by: 1)))
        #expect(arrows.draft.payment.problems.isEmpty)
        _ = reduce(&state, .form(.choiceTyped("i")))
        #expect(state.draft.payment.problems.isEmpty)
    }
}
