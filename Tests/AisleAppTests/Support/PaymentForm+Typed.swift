import AisleApp

extension PaymentForm {
    /// Whether any card detail has been typed: what the tests check was never saved. (The
    /// program asks no such question: card details are simply not part of the session.)
    var hasCardDetails: Bool {
        !number.text.isEmpty || !expiry.text.isEmpty || !cvc.text.isEmpty
    }
}
