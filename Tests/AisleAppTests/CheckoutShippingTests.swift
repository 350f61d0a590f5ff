import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The shipping step through `reduce` only: typing, focus, the country choice and validation,
/// each action with the exact change it makes to the whole state (see `Store`).
@Suite("Checkout shipping", .timeLimit(.minutes(10)))
struct CheckoutShippingTests {
    typealias F = CheckoutFixture
    let shipping = Route.checkout(step: .shipping)
    let payment = Route.checkout(step: .payment)

    @Test func typingGoesIntoTheFocusedFieldAndTabMovesOn() throws {
        var store = Store(try F.state([.cart, shipping]))
        // Shortcut letters elsewhere (q, c, /, a, y, :) are text in a field.
        store.type("q c/a:y") {
            $0.draft.shipping.name = F.typed("q c/a:y", as: $0.draft.shipping.name)
        }
        store.edit(.form(.fieldEdited(.control("u")))) {
            $0.draft.shipping.name = F.typed("", as: $0.draft.shipping.name)
        }
        store.type("Grace Hopper") {
            $0.draft.shipping.name = F.typed("Grace Hopper", as: $0.draft.shipping.name)
        }
        store.send(.form(.focusMoved(by: 1))) { $0.draft.shipping.focus = .email }
        store.type("grace@example.org") {
            $0.draft.shipping.email = F.typed("grace@example.org", as: $0.draft.shipping.email)
        }
        store.send(.form(.fieldEdited(.home))) { $0.draft.shipping.email.cursor = 0 }
        store.edit(.form(.fieldEdited(.character("x")))) {
            $0.draft.shipping.email = TextField(
                text: "xgrace@example.org", cursor: 1, maxLength: 80)
        }
        store.send(.form(.focusMoved(by: 1))) { $0.draft.shipping.focus = .street }
        store.type("Hauptstraße 5") {
            $0.draft.shipping.street = F.typed("Hauptstraße 5", as: $0.draft.shipping.street)
        }
        #expect(store.state.draft.shipping.name.text == "Grace Hopper", "other fields untouched")
    }

    @Test(arguments: [
        (ShippingField.name, 1, ShippingField.email), (.name, -1, .country), (.country, 1, .name),
        (.postalCode, 2, .name), (.email, -7, .name), (.city, 6, .city), (.street, 0, .street),
    ])
    func focusMovesWrapBothWays(from start: ShippingField, by delta: Int, to end: ShippingField)
        throws
    {
        var state = try F.state([.cart, shipping])
        state.draft.shipping.focus = start
        var store = Store(state)
        store.send(.form(.focusMoved(by: delta))) { $0.draft.shipping.focus = end }
    }

    @Test func enterMovesFieldByFieldThenSubmitsAndMarksEveryEmptyField() throws {
        var store = Store(try F.state([.cart, shipping]))
        for next in ShippingField.allCases.dropFirst() {
            store.send(.form(.submitted)) { $0.draft.shipping.focus = next }
        }
        store.send(.form(.submitted)) {
            $0.draft.shipping.problems = Dictionary(
                uniqueKeysWithValues: ShippingField.allCases.map { ($0, .required) })
            $0.draft.shipping.focus = .name
            $0.notice = Notice("Full name: required", tone: .warning)
        }
    }

    @Test func submitMarksEachBadFieldFocusesTheFirstAndEditsClearOnlyTheirOwn() throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping = F.shipping(
            name: "Grace", email: "grace@", street: "  ", city: "Köln", postalCode: "5066",
            country: "DE")
        var store = Store(state)
        store.send(.form(.submitted)) {
            $0.draft.shipping.problems = [
                .email: .invalidEmail, .street: .required,
                .postalCode: .invalidPostalCode(example: "10115"),
            ]
            $0.draft.shipping.focus = .email
            $0.notice = Notice("Email: not an email address", tone: .warning)
        }
        store.edit(.form(.fieldEdited(.character("x")))) {
            $0.draft.shipping.email = F.typed("grace@x", as: $0.draft.shipping.email)
            $0.draft.shipping.problems[.email] = nil
            $0.notice = nil
        }
        store.send(.form(.focusMoved(by: 1))) { $0.draft.shipping.focus = .street }
        // Moving the cursor is not an edit: the problem stays until the text changes.
        store.send(.form(.fieldEdited(.left))) { $0.draft.shipping.street.cursor = 1 }
        store.edit(.form(.fieldEdited(.backspace))) {
            $0.draft.shipping.street = TextField(text: " ", cursor: 0, maxLength: 80)
            $0.draft.shipping.problems[.street] = nil
        }
        #expect(
            store.state.draft.shipping.problems == [
                .postalCode: .invalidPostalCode(example: "10115")
            ])
    }

    @Test func choosingACountryClearsItsProblem() throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping = F.shipping(country: nil)
        var store = Store(state)
        store.send(.form(.submitted)) {
            $0.draft.shipping.problems = [.country: .required]
            $0.notice = Notice("Country: required", tone: .warning)
        }
        store.edit(.form(.choiceTyped("g"))) {
            $0.draft.shipping.countryCode = "DE"
            $0.draft.shipping.problems = [:]
            $0.notice = nil
            $0.typedPrefix = "g"
        }
    }

    @Test(arguments: [
        (String?.none, AppAction.form(.choiceChanged(by: 1)), String?.some("AU")),
        (nil, .form(.choiceChanged(by: -1)), "US"),
        ("US", .form(.choiceChanged(by: 1)), "AU"),
        ("AU", .form(.choiceChanged(by: -1)), "US"),
        ("DE", .form(.choiceChanged(by: 2)), "JP"),
        ("DE", .form(.choiceChanged(by: 13)), "IT"),
        (nil, .form(.choiceTyped("u")), "GB"),
        ("GB", .form(.choiceTyped("u")), "US"),
        ("US", .form(.choiceTyped("u")), "GB"),
        ("US", .form(.choiceTyped("U")), "GB"),
        (nil, .form(.choiceTyped("s")), "ES"),
        ("ES", .form(.choiceTyped("s")), "SE"),
        ("SE", .form(.choiceTyped("s")), "CH"),
        ("CH", .form(.choiceTyped("s")), "ES"),
        ("DE", .form(.choiceTyped("x")), "DE"),
        (nil, .form(.choiceTyped("x")), nil),
    ])
    func countryChoice(from start: String?, action: AppAction, to end: String?) throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping.countryCode = start
        state.draft.shipping.focus = .country
        var store = Store(state)
        store.edit(action) {
            $0.draft.shipping.countryCode = end
            // A letter that found a country starts a prefix; one that found none is forgotten.
            if case .form(.choiceTyped(let letter)) = action, end != nil, end != start {
                $0.typedPrefix = String(letter)
            }
        }
    }

    /// Typing a name, as a sequence of choice keys, and the country after each.
    static func typing(_ keys: [Key], from start: String? = nil) throws -> [String?] {
        var state = try F.state([.cart, .checkout(step: .shipping)])
        state.draft.shipping.countryCode = start
        state.draft.shipping.focus = .country
        return try keys.map { key in
            let action = try #require(
                KeyMap.action(for: key, in: state, size: Size(columns: 80, rows: 24)))
            _ = reduce(&state, action)
            return state.draft.shipping.countryCode
        }
    }

    static func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

    @Test func typedLettersBuildAPrefixOfTheName() throws {
        #expect(try Self.typing(Self.keys("un")) == ["GB", "GB"])
        #expect(try Self.typing(Self.keys("UNITED S")).last == "US")
        #expect(try Self.typing(Self.keys("united s")).last == "US")
        #expect(try Self.typing(Self.keys("sw")) == ["ES", "SE"])
        #expect(try Self.typing(Self.keys("swi")) == ["ES", "SE", "CH"])
        #expect(try Self.typing(Self.keys("ne")) == ["NL", "NL"])
        // From a country already chosen, the first letter moves on from it, as before.
        #expect(try Self.typing(Self.keys("un"), from: "GB") == ["US", "US"])
    }

    @Test func theSameLetterAgainCyclesThroughTheCountriesStartingWithIt() throws {
        #expect(try Self.typing(Self.keys("sss")) == ["ES", "SE", "CH"])
        #expect(try Self.typing(Self.keys("uuu")) == ["GB", "US", "GB"])
    }

    @Test func aSpaceIsPartOfTheNameOnlyAfterLetters() throws {
        // Alone, Space steps to the next country, as → does.
        #expect(try Self.typing([.character(" "), .character(" ")]) == ["AU", "CA"])
        #expect(try Self.typing(Self.keys("united ")).last == "GB")
        #expect(try Self.typing(Self.keys("united k")).last == "GB")
    }

    @Test func backspaceTakesBackTheLastLetter() throws {
        let keys = Self.keys("united s") + [.backspace, .character("k"), .backspace]
        #expect(try Array(Self.typing(keys).suffix(4)) == ["US", "GB", "GB", "GB"])
        // With nothing typed, ⌫ changes nothing (and does not leave the form).
        #expect(try Self.typing([.backspace], from: "DE") == ["DE"])
        // Back to no letters: the next one is a first letter again, looked for after GB.
        #expect(
            try Self.typing(Self.keys("u") + [.backspace, .character("n")]) == [
                "GB", "GB", "NL",
            ])
    }

    @Test func movingForgetsTheTypedLetters() throws {
        // After → the prefix starts again: "s" is a new first letter, not "uns".
        #expect(
            try Self.typing(Self.keys("un") + [.right, .character("s")]) == [
                "GB", "GB", "US", "ES",
            ])
        #expect(
            try Self.typing(Self.keys("un") + [.left, .character("i")]) == [
                "GB", "GB", "CH", "IT",
            ])
        var state = try F.state([.cart, .checkout(step: .shipping)])
        state.draft.shipping.focus = .country
        _ = reduce(&state, .form(.choiceTyped("u")))
        #expect(state.typedPrefix == "u")
        _ = reduce(&state, .form(.focusMoved(by: -1)))
        #expect(state.typedPrefix == "")
    }

    @Test(arguments: [
        AppAction.form(.choiceChanged(by: 1)), .form(.choiceTyped("u")),
        .form(.fieldEdited(.character("u"))),
    ])
    func choicesOnlyChangeTheCountryWhenItHasFocus(action: AppAction) throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping.focus =
            action == .form(.fieldEdited(.character("u"))) ? .country : .city
        var store = Store(state)
        store.send(action)
    }

    @Test func validAddressGoesToPaymentAndForgetsOldProblems() throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping = F.shipping()
        state.draft.shipping.focus = .city
        state.draft.shipping.problems = [.email: .invalidEmail]
        var store = Store(state)
        store.send(.form(.submitted)) { $0.draft.shipping.focus = .postalCode }
        store.send(.form(.submitted)) { $0.draft.shipping.focus = .country }
        store.send(.form(.submitted)) {
            $0.draft.shipping.problems = [:]
            $0.path = RoutePath([.cart, shipping, payment])
        }
    }
}
