import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// The checkout draft in `navigation.json`: what was typed comes back, card details never
/// reach the bytes, and a hostile draft is clamped rather than trusted.
@Suite("CheckoutDraft coding", .timeLimit(.minutes(10)))
struct CheckoutDraftCodingTests {
    typealias F = CheckoutFixture
    static let shipping = Route.checkout(step: .shipping)
    static let payment = Route.checkout(step: .payment)
    static let review = Route.checkout(step: .review)

    /// The session file for `state`, as text.
    static func saved(_ state: AppState) -> String {
        guard let bytes = SessionRestore.document(for: state).encoded() else {
            Issue.record("the session did not encode")
            return ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The document in `text`, or `nil` (recorded as an issue) when it does not read.
    static func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> SessionDocument?
    {
        guard case .document(let document) = SessionDocument.read(Array(text.utf8)) else {
            Issue.record("the session did not read", sourceLocation: sourceLocation)
            return nil
        }
        return document
    }

    /// A session file holding `path` (JSON) and `checkout` (JSON).
    static func file(path: String = #"[{"cart":{}}]"#, checkout: String) -> String {
        #"{"format":"aisle.navigation","version":1,"path":"# + path + #","checkout":"# + checkout
            + "}"
    }

    @Test(arguments: [PaymentMethod.invoice, .card])
    func typedShippingAndTheMethodComeBack(method: PaymentMethod) throws {
        var state = try F.state([.cart, Self.shipping], shipping: F.shipping())
        state.draft.shipping.street = TextField(text: "Hauptstraße 5", cursor: 4, maxLength: 80)
        state.draft.shipping.focus = .street
        state.draft.shipping.problems = [.postalCode: .required]
        state.draft.payment.method = method
        let document = Self.read(Self.saved(state))
        var expected = state.draft
        expected.shipping.problems = [:]
        expected.payment = PaymentForm()
        expected.payment.method = method
        expected.payment.focus = method == .card ? .number : .method
        #expect(document?.checkout == expected)
        #expect(document?.checkout?.shipping.street.cursor == 4)
        #expect(document?.checkout?.shipping.focus == .street)
        #expect(document?.checkout?.shipping.countryCode == "DE")
    }

    @Test func cardDetailsNeverReachTheSessionFile() throws {
        var state = try F.state([.cart, Self.shipping, Self.payment], shipping: F.shipping())
        let type = { (text: String, state: inout AppState) in
            for character in text { _ = reduce(&state, .form(.fieldEdited(.character(character)))) }
        }
        _ = reduce(&state, .form(.choiceChanged(by: 1)))
        type("4012888888881881", &state)
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        type("1129", &state)
        _ = reduce(&state, .form(.focusMoved(by: 1)))
        type("73", &state)
        #expect(state.draft.payment.number.text == "4012 8888 8888 1881", "typed into memory")
        _ = reduce(&state, .form(.submitted))
        #expect(state.draft.payment.problems == [.cvc: .invalidCVC(length: 3)])
        let secrets = [
            "4012888888881881", "4012 8888 8888 1881", "8888", "1881", "11/29", "1129", "73",
        ]
        let atPayment = Self.saved(state)
        #expect(atPayment.contains(#""method" : "card""#), "the draft itself is saved")
        #expect(!atPayment.contains("problems"))
        type("7", &state)
        _ = reduce(&state, .form(.submitted))
        #expect(state.screen == Self.review)
        let atReview = Self.saved(state)
        // `PaymentForm`'s own coding is a second guard: even a draft that was not stripped
        // through `saved` encodes no card detail.
        let unstripped = String(
            decoding: try #require(
                SessionDocument(path: [], screens: [], checkout: state.draft).encoded()),
            as: UTF8.self)
        #expect(unstripped.contains(#""method" : "card""#))
        for secret in secrets {
            #expect(!atPayment.contains(secret), "\(secret) in \(atPayment)")
            #expect(!atReview.contains(secret), "\(secret) in \(atReview)")
            #expect(!unstripped.contains(secret), "\(secret) in \(unstripped)")
        }
        let restored = Self.read(atReview)?.checkout?.payment
        #expect(restored?.hasCardDetails == false)
        #expect(restored?.method == .card)
    }

    @Test func anEmptyDraftIsNotWritten() throws {
        let state = try F.state([.cart])
        #expect(!Self.saved(state).contains("checkout"))
        #expect(Self.read(Self.saved(state))?.checkout == nil)
    }

    @Test(arguments: [
        (#"{"method":"card","focus":"cvc"}"#, PaymentMethod.card, PaymentForm.Focus.number),
        (#"{"method":"card","focus":"method"}"#, .card, .number),
        (#"{"method":"card"}"#, .card, .number),
        (#"{"method":"invoice","focus":"cvc"}"#, .invoice, .method),
        (#"{"method":"bitcoin","focus":"bogus"}"#, .invoice, .method),
        (#"{"method":"card","number":"4242424242424242","cvc":"123"}"#, .card, .number),
    ])
    func aSavedPaymentComesBackWithEmptyCardFieldsAndTheCursorWhereTypingStarts(
        payment: String, method: PaymentMethod, focus: PaymentForm.Focus
    ) {
        let checkout = Self.read(
            Self.file(checkout: #"{"shipping":{},"payment":"# + payment + "}"))?.checkout
        var expected = PaymentForm()
        expected.method = method
        expected.focus = focus
        #expect(checkout?.payment == expected)
        #expect(checkout?.shipping == ShippingForm())
    }

    @Test func aHostileDraftIsClampedNotTrusted() {
        let long = String(repeating: "A", count: 70)
        let shipping = #"""
            {"name":{"text":"\#(long)","cursor":999,"maxLength":100000},
             "email":{"text":"a\u001b[31mb\nc\u202e"},
             "street":{"text":"Main","cursor":-5},
             "postalCode":{"text":"750011234567890"},
             "countryCode":"ZZ","focus":"bogus"}
            """#
        let document = Self.read(
            Self.file(checkout: #"{"shipping":"# + shipping + #","payment":{}}"#))
        #expect(document?.path == [.cart])
        let form = document?.checkout?.shipping
        #expect(form?.name == TextField(text: String(repeating: "A", count: 60), maxLength: 60))
        #expect(form?.email == TextField(text: "a\u{1B}[31mb\nc\u{202E}", maxLength: 80))
        #expect(
            form?.email.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{202E}" }
                == true)
        #expect(form?.street == TextField(text: "Main", cursor: 0, maxLength: 80))
        #expect(form?.city == TextField(maxLength: 50))
        #expect(form?.postalCode == TextField(text: "750011234567", maxLength: 12))
        #expect(form?.countryCode == nil)
        #expect(form?.focus == .name)
        #expect(document?.checkout?.payment == PaymentForm())
    }

    @Test(arguments: [
        (#""us""#, String?.some("US")), (#"" gb ""#, "GB"), (#""ZZ""#, nil), ("null", nil),
    ])
    func countryCodesAreCheckedAgainstTheList(json: String, code: String?) {
        let checkout = #"{"shipping":{"countryCode":"# + json + #"},"payment":{}}"#
        #expect(Self.read(Self.file(checkout: checkout))?.checkout?.shipping.countryCode == code)
    }

    /// A draft that is not a draft, or a field of the wrong type, is damage: the whole file is
    /// set aside rather than the draft quietly dropped and the file overwritten.
    @Test(arguments: [
        #""garbage""#, "[]", #"{"shipping":5,"payment":{}}"#,
        #"{"shipping":{"countryCode":5},"payment":{}}"#,
        #"{"shipping":{"city":"Paris"},"payment":{}}"#,
    ])
    func aDraftThatIsNotADraftIsDamage(checkout: String) {
        let text = Self.file(
            path: #"[{"cart":{}},{"checkout":{"step":"shipping"}}]"#, checkout: checkout)
        guard case .corrupt = SessionDocument.read(Array(text.utf8)) else {
            Issue.record("read as a document: \(checkout)")
            return
        }
    }
}
