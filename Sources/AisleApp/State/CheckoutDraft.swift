import Storefront

/// What the user has typed into checkout so far. Saved in the navigation session (card
/// details excluded by `PaymentForm`'s coding), so leaving halfway loses nothing but the card.
public struct CheckoutDraft: Hashable, Sendable, Codable {
    /// Step one: the address.
    public var shipping = ShippingForm()
    /// Step two: how to pay.
    public var payment = PaymentForm()
    /// This checkout's order key, made when checkout starts and dropped once its order is
    /// placed: Enter pressed again, or after a crash, finds that order instead of placing
    /// another. Saved with the session.
    public var orderKey: OrderKey?
    /// The key of an order whose commit could not be confirmed (its sync failed): it may be
    /// kept or not until the database is asked again, at the next chance or at the next start,
    /// and the user is told what became of it. Saved with the session.
    public var unconfirmedOrder: OrderKey?

    /// An empty draft.
    public init() {}

    /// Whether nothing has been typed or chosen (no need to save it).
    public var isEmpty: Bool { self == CheckoutDraft() }

    /// The draft as it is saved: card details and shown problems left out, so that comparing
    /// two of these tells whether the saved form would change.
    public var saved: CheckoutDraft {
        var copy = self
        copy.payment = PaymentForm()
        copy.payment.method = payment.method
        copy.payment.focus = payment.focus
        copy.shipping.problems = [:]
        return copy
    }

    /// How far checkout can go with this draft, for route validation.
    public func progress(today: YearMonth) -> CheckoutProgress {
        CheckoutProgress(
            shippingComplete: shipping.isComplete,
            paymentComplete: shipping.isComplete && payment.isComplete(today: today))
    }
}
