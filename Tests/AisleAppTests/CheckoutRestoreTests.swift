import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Restoring a session that was in checkout: a step comes back only with a non-empty cart and
/// the steps before it still valid, the draft always comes back, card details never do.
@Suite("Checkout restore", .timeLimit(.minutes(10)))
struct CheckoutRestoreTests {
    typealias F = CheckoutFixture
    static let shipping = Route.checkout(step: .shipping)
    static let payment = Route.checkout(step: .payment)
    static let review = Route.checkout(step: .review)
    static let allSteps = [Route.cart, shipping, payment, review]

    /// A draft as a finished form leaves it: `shipping`, `method` chosen.
    static func draft(_ shipping: ShippingForm = F.shipping(), method: PaymentMethod = .invoice)
        -> CheckoutDraft
    {
        var draft = CheckoutDraft()
        draft.shipping = shipping
        draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        draft.payment.method = method
        return draft
    }

    /// Saves `path` and `draft` to bytes, reads them back, and applies them to a fresh state
    /// holding `cart` and `orders`.
    static func restore(
        _ path: [Route], draft: CheckoutDraft?, cart: Cart = F.cart, orders: [Order] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (state: AppState, notice: Notice?) {
        let saved = SessionDocument(path: path, screens: [], checkout: draft?.saved)
        let bytes = try #require(saved.encoded(), sourceLocation: sourceLocation)
        var state = try F.state([], cart: cart, orders: orders)
        guard case .document(let document) = SessionDocument.read(bytes) else {
            Issue.record("the session did not read back", sourceLocation: sourceLocation)
            return (state, nil)
        }
        let notice = SessionRestore.apply(document, to: &state)
        return (state, notice)
    }

    @Test func aCompleteDraftPayingByInvoiceRestoresEveryStep() throws {
        let (state, notice) = try Self.restore(Self.allSteps, draft: Self.draft())
        #expect(notice == nil)
        #expect(state.path.routes == Self.allSteps)
        var expected = CheckoutDraft()
        expected.shipping = F.shipping()
        #expect(state.draft == expected)
    }

    @Test func aCardDropsReviewBecauseItsDetailsWereNotSaved() throws {
        let (state, notice) = try Self.restore(Self.allSteps, draft: Self.draft(method: .card))
        #expect(state.path.routes == [.cart, Self.shipping, Self.payment])
        #expect(
            notice
                == Notice(
                    "Restored 3 of 4 screens: card details are never saved, so enter them again",
                    tone: .warning))
        #expect(state.draft.payment.method == .card)
        #expect(state.draft.payment.focus == .number)
        #expect(!state.draft.payment.hasCardDetails)
        #expect(state.draft.shipping == F.shipping())
    }

    @Test(arguments: [
        (
            PaymentMethod.card,
            Notice?.some(Notice("Card details are never saved: please enter them again"))
        ),
        (.invoice, nil),
    ])
    func restoredAtPaymentACardAsksForItsDetailsAgain(method: PaymentMethod, expected: Notice?)
        throws
    {
        let path = [Route.cart, Self.shipping, Self.payment]
        let (state, notice) = try Self.restore(path, draft: Self.draft(method: method))
        #expect(state.path.routes == path)
        #expect(notice == expected)
    }

    @Test(arguments: [
        ([Route.cart, shipping], "Restored 1 of 2 screens: the cart is empty"),
        (allSteps, "Restored 1 of 4 screens: the cart is empty"),
    ])
    func anEmptyCartDropsCheckoutButKeepsTheDraft(path: [Route], text: String) throws {
        let (state, notice) = try Self.restore(path, draft: Self.draft(), cart: Cart())
        #expect(state.path.routes == [.cart])
        #expect(notice == Notice(text, tone: .warning))
        #expect(state.draft.shipping == F.shipping(), "the address is kept for next time")
    }

    @Test(arguments: [
        ([Route.cart, shipping, payment], F.shipping(email: "grace@"), "Restored 2 of 3 screens"),
        (allSteps, F.shipping(country: nil), "Restored 2 of 4 screens"),
        (allSteps, F.shipping(postalCode: "5066"), "Restored 2 of 4 screens"),
    ])
    func incompleteShippingDropsTheLaterSteps(path: [Route], shipping: ShippingForm, prefix: String)
        throws
    {
        let (state, notice) = try Self.restore(path, draft: Self.draft(shipping))
        #expect(state.path.routes == [.cart, Self.shipping])
        #expect(notice == Notice("\(prefix): the shipping details are incomplete", tone: .warning))
        #expect(state.draft.shipping == shipping)
    }

    @Test func quitWhileTypingTheStreetComesBackToTheSameFieldAndText() throws {
        var state = try F.state([.cart])
        state.positions[.cart] = ListPosition(selected: 1)
        _ = reduce(&state, .cart(.checkoutRequested))
        for (index, text) in ["Grace Hopper", "grace@example.org", "Hauptstr"].enumerated() {
            if index > 0 { _ = reduce(&state, .form(.focusMoved(by: 1))) }
            for character in text { _ = reduce(&state, .form(.fieldEdited(.character(character)))) }
        }
        _ = reduce(&state, .form(.fieldEdited(.left)))
        let bytes = try #require(SessionRestore.document(for: state).encoded())
        guard case .document(let document) = SessionDocument.read(bytes) else {
            Issue.record("the session did not read back")
            return
        }
        var restored = try F.state([])
        #expect(SessionRestore.apply(document, to: &restored) == nil)
        // The key source is the run's (never saved); the key it made is.
        restored.orderKeys = state.orderKeys
        #expect(restored == state)
        #expect(restored.draft.shipping.focus == .street)
        #expect(
            restored.draft.shipping.street == TextField(text: "Hauptstr", cursor: 7, maxLength: 80))
        _ = reduce(&restored, .form(.fieldEdited(.end)))
        for character in "aße 5" {
            _ = reduce(&restored, .form(.fieldEdited(.character(character))))
        }
        #expect(restored.draft.shipping.street.text == "Hauptstraße 5")
    }

    @Test func aSessionAtPaymentByInvoiceComesBackWhole() throws {
        var state = try F.state([.cart, Self.shipping, Self.payment], shipping: F.shipping())
        state.positions = [nil: ListPosition(selected: 2), .cart: ListPosition(selected: 1)]
        guard
            case .document(let document) = SessionDocument.read(
                try #require(SessionRestore.document(for: state).encoded()))
        else {
            Issue.record("the session did not read back")
            return
        }
        var restored = try F.state([])
        #expect(SessionRestore.apply(document, to: &restored) == nil)
        // The key source is the run's (never saved); the key it made is.
        restored.orderKeys = state.orderKeys
        #expect(restored == state)
    }

    @Test(arguments: [
        ([F.order("o-1")], [Route.orders, .order(id: "o-1")], Notice?.none),
        (
            [F.order("o-2")], [.orders],
            Notice("Restored 1 of 2 screens: order o-1 is not in your orders", tone: .warning)
        ),
        (
            [], [.orders],
            Notice("Restored 1 of 2 screens: order o-1 is not in your orders", tone: .warning)
        ),
    ])
    func anOrderComesBackOnlyIfItWasPlaced(orders: [Order], routes: [Route], expected: Notice?)
        throws
    {
        let (state, notice) = try Self.restore(
            [.orders, .order(id: "o-1")], draft: nil, cart: Cart(), orders: orders)
        #expect(state.path.routes == routes)
        #expect(notice == expected)
        #expect(state.draft == CheckoutDraft())
    }
}
