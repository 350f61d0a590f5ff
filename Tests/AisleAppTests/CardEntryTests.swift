import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Typing into the card fields through `.fieldEdited` on the payment step: grouping as typed,
/// the cursor kept after the same digit, digits only, and the expiry's slash.
@Suite("CardEntry", .timeLimit(.minutes(10)))
struct CardEntryTests {
    typealias F = CheckoutFixture

    /// A store on the payment step, card chosen, `focus` holding `text` with the cursor at
    /// `cursor` (the end when `nil`).
    static func store(
        _ focus: PaymentForm.Focus = .number, text: String = "", cursor: Int? = nil
    ) throws -> Store {
        var state = try F.state(
            [.cart, .checkout(step: .shipping), .checkout(step: .payment)], shipping: F.shipping())
        state.draft.payment.method = .card
        state.draft.payment.focus = focus
        update(&state, focus) { TextField(text: text, cursor: cursor, maxLength: $0.maxLength) }
        return Store(state)
    }

    /// Replaces the field `focus` of the payment form with `make(field)`.
    static func update(
        _ state: inout AppState, _ focus: PaymentForm.Focus, _ make: (TextField) -> TextField
    ) {
        switch focus {
        case .number: state.draft.payment.number = make(state.draft.payment.number)
        case .expiry: state.draft.payment.expiry = make(state.draft.payment.expiry)
        case .cvc: state.draft.payment.cvc = make(state.draft.payment.cvc)
        case .method: break
        }
    }

    /// The change "field `focus` now reads `text`, cursor at `cursor` (the end when `nil`)".
    static func reads(
        _ focus: PaymentForm.Focus, _ text: String, cursor: Int? = nil
    ) -> (inout AppState) -> Void {
        { update(&$0, focus) { TextField(text: text, cursor: cursor, maxLength: $0.maxLength) } }
    }

    @Test(arguments: [
        ("4", "4"), ("4242", "4242"), ("42424", "4242 4"), ("42424242", "4242 4242"),
        ("424242424", "4242 4242 4"), ("4242424242424242", "4242 4242 4242 4242"),
        ("4242424242424242424", "4242 4242 4242 4242 424"),
        // American Express groups 4-6-5.
        ("37", "37"), ("37828", "3782 8"), ("3782822463", "3782 822463"),
        ("37828224631", "3782 822463 1"), ("378282246310005", "3782 822463 10005"),
    ])
    func numberIsGroupedAsTyped(typed: String, shown: String) throws {
        var store = try Self.store()
        store.type(typed, Self.reads(.number, shown))
    }

    @Test(
        arguments: [
            ("4242 4242 4242", 2, "9", "4294 2424 2424 2", 3),
            ("4242 4242", 4, "1", "4242 1424 2", 6),
            ("4242 4242", 5, "1", "4242 1424 2", 6),
            ("4242 4242", 0, "5", "5424 2424 2", 1),
            // A 3 in front makes it American Express: regrouped 4-6-5, cursor after the 3.
            ("4242 4242 4242", 0, "3", "3424 242424 242", 1),
        ] as [(String, Int, Character, String, Int)])
    func typingInTheMiddleKeepsTheCursorAfterTheNewDigit(
        start: String, cursor: Int, digit: Character, shown: String, after: Int
    ) throws {
        var store = try Self.store(text: start, cursor: cursor)
        store.send(
            .form(.fieldEdited(.character(digit))), [], Self.reads(.number, shown, cursor: after))
    }

    @Test(arguments: [
        // Right after a group's space: the digit before the space goes.
        ("4242 4242", 5, "4244 242", 3),
        ("3782 822463 1", 12, "3782 822461", 10),
        ("4242 4", 6, "4242", 4),
        ("4242 4242", 7, "4242 442", 6),
        ("4242 4242", 0, "4242 4242", 0),
    ])
    func backspace(start: String, cursor: Int, shown: String, after: Int) throws {
        var store = try Self.store(text: start, cursor: cursor)
        store.send(.form(.fieldEdited(.backspace)), [], Self.reads(.number, shown, cursor: after))
    }

    @Test func deleteBeforeAGroupSpaceRemovesTheNextDigit() throws {
        var state = try Self.store(text: "4242 4242", cursor: 4).state
        _ = reduce(&state, .form(.fieldEdited(.delete)))
        #expect(
            state.draft.payment.number == TextField(text: "4242 242", cursor: 4, maxLength: 23))
    }

    @Test(arguments: [PaymentForm.Focus.number, .expiry, .cvc])
    func lettersAndOtherDigitsAreIgnored(focus: PaymentForm.Focus) throws {
        var store = try Self.store(focus, text: focus == .expiry ? "12/3" : "12", cursor: 1)
        // Letters, punctuation, a space, and digits that are not ASCII (Arabic-Indic, full width).
        for key in ["a", "Z", "-", "/", " ", "é", "\u{661}", "\u{FF11}", "½"] as [Character] {
            store.send(.form(.fieldEdited(.character(key))))
        }
    }

    @Test func numberStopsAtNineteenDigits() throws {
        var store = try Self.store()
        store.type(
            "4" + String(repeating: "1", count: 24), Self.reads(.number, "4111 1111 1111 1111 111"))
        store.send(
            .form(.fieldEdited(.home)), [],
            Self.reads(.number, "4111 1111 1111 1111 111", cursor: 0))
        store.send(.form(.fieldEdited(.character("9"))))
    }

    @Test func pasteKeepsTheDigitsInTheirGroups() throws {
        var store = try Self.store()
        store.send(
            .form(.fieldEdited(.paste("4242-4242-4242-4242"))), [],
            Self.reads(.number, "4242 4242 4242 4242"))
        var labelled = try Self.store().state
        _ = reduce(&labelled, .form(.fieldEdited(.paste("Visa: 4242 4242 4242 4242"))))
        #expect(labelled.draft.payment.number.text == "4242 4242 4242 4242")
    }

    @Test(arguments: [
        ("1", "1"), ("12", "12"), ("123", "12/3"), ("1230", "12/30"), ("12/30", "12/30"),
        ("123045", "12/30"),
    ])
    func expiryGetsItsSlash(typed: String, shown: String) throws {
        var store = try Self.store(.expiry)
        store.type(typed, Self.reads(.expiry, shown))
    }

    @Test(arguments: [
        // A slash after a one-digit month is the month's end: January, not "13/9".
        ("1/39", "01/39"), ("1/27", "01/27"), ("9/", "09"), ("1/", "01"),
        // Two digits are a whole month already; the slash changes nothing.
        ("12/", "12"), ("12//3", "12/3"),
        // No month digit, a zero, or a year begun: a slash is ignored like any other non-digit.
        ("/", ""), ("0/1", "01"), ("123/", "12/3"), ("1//2", "01/2"),
    ])
    func aTypedSlashEndsTheMonth(typed: String, shown: String) throws {
        var store = try Self.store(.expiry)
        store.type(typed, Self.reads(.expiry, shown))
    }

    @Test func aSlashBeforeTheEndIsIgnored() throws {
        var store = try Self.store(.expiry, text: "1", cursor: 0)
        store.send(.form(.fieldEdited(.character("/"))))
    }

    @Test(arguments: [
        ("1/39", "01/39"), ("01/2039", "01/39"), ("1/2039", "01/39"), ("12 / 30", "12/30"),
        ("1230", "12/30"),
    ])
    func aPastedExpiryReadsItsSlash(pasted: String, shown: String) throws {
        var store = try Self.store(.expiry)
        store.send(.form(.fieldEdited(.paste(pasted))), [], Self.reads(.expiry, shown))
    }

    @Test(
        arguments: [
            ("12/30", 5, AppAction.form(.fieldEdited(.backspace)), "12/3", 4),
            // The slash goes with the digit after it.
            ("12/3", 4, .form(.fieldEdited(.backspace)), "12", 2),
            ("12/3", 0, .form(.fieldEdited(.character("0"))), "01/23", 1),
            ("12/30", 1, .form(.fieldEdited(.character("1"))), "12/30", 1),
        ] as [(String, Int, AppAction, String, Int)])
    func expiryEdits(start: String, cursor: Int, action: AppAction, shown: String, after: Int)
        throws
    {
        var store = try Self.store(.expiry, text: start, cursor: cursor)
        store.send(action, [], Self.reads(.expiry, shown, cursor: after))
    }

    @Test func backspaceRightAfterTheSlashRemovesTheMonthDigit() throws {
        var state = try Self.store(.expiry, text: "12/30", cursor: 3).state
        _ = reduce(&state, .form(.fieldEdited(.backspace)))
        #expect(state.draft.payment.expiry == TextField(text: "13/0", cursor: 1, maxLength: 5))
    }

    @Test func cvcTakesFourDigitsAtMost() throws {
        var store = try Self.store(.cvc)
        store.type("1a2 b3c4d5", Self.reads(.cvc, "1234"))
        store.send(.form(.fieldEdited(.backspace)), [], Self.reads(.cvc, "123"))
        store.send(.form(.fieldEdited(.paste("9 8"))), [], Self.reads(.cvc, "1239"))
    }

    @Test func editingAFieldClearsOnlyItsOwnProblem() throws {
        var state = try Self.store(text: "4242").state
        state.draft.payment.problems = [.number: .invalidCardNumber, .expiry: .required]
        var store = Store(state)
        store.send(.form(.fieldEdited(.character("4")))) {
            Self.reads(.number, "4242 4")(&$0)
            $0.draft.payment.problems = [.expiry: .required]
        }
    }

    @Test(arguments: [Key.character("a"), .left, .home, .tab])
    func aKeyThatChangesNoTextLeavesTheProblemShown(key: Key) throws {
        var state = try Self.store(text: "4242", cursor: 2).state
        state.draft.payment.problems = [.number: .invalidCardNumber]
        _ = reduce(&state, .form(.fieldEdited(key)))
        #expect(state.draft.payment.problems == [.number: .invalidCardNumber])
    }

    @Test(arguments: [PaymentMethod.invoice, .card])
    func keysOnTheMethodChangeNoField(method: PaymentMethod) throws {
        var state = try Self.store(.method).state
        state.draft.payment.method = method
        var store = Store(state)
        for key in [Key.character("4"), .paste("4242"), .backspace] {
            store.send(.form(.fieldEdited(key)))
        }
    }
}
