/// How far checkout can go: which steps' forms are complete. The checkout routes are valid
/// only in order, so a restored or linked path never lands on a step whose earlier steps the
/// user has not filled in.
public struct CheckoutProgress: Hashable, Sendable {
    /// The shipping form is complete and valid.
    public var shippingComplete: Bool
    /// A payment method is chosen and, for a card, its details are complete and valid.
    public var paymentComplete: Bool

    /// Progress with the given completed steps.
    public init(shippingComplete: Bool, paymentComplete: Bool) {
        self.shippingComplete = shippingComplete
        self.paymentComplete = paymentComplete
    }

    /// Nothing filled in yet.
    public static let none = CheckoutProgress(shippingComplete: false, paymentComplete: false)
}
