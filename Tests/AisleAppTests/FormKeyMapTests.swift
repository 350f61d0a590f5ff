import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Keys on the checkout screens, the cart and the orders screens, through `KeyMap` (which
/// hands the two forms to `FormKeyMap`).
@Suite("FormKeyMap")
struct FormKeyMapTests {
    typealias F = CheckoutFixture
    static let size = Size(columns: 80, rows: 24)
    static let shipping = Route.checkout(step: .shipping)
    static let payment = Route.checkout(step: .payment)
    static let review = Route.checkout(step: .review)

    /// Where the cursor is on the form on display.
    enum Focus {
        case shipping(ShippingField)
        case payment(PaymentForm.Focus)
    }

    static func action(
        _ key: Key, _ routes: [Route], focus: Focus? = nil, prompt: Prompt? = nil
    ) throws -> AppAction? {
        var state = try F.state(routes, orders: [F.order("o-1")], shipping: F.shipping())
        state.prompt = prompt
        switch focus {
        case .shipping(let field): state.draft.shipping.focus = field
        case .payment(let part):
            state.draft.payment.method = .card
            state.draft.payment.focus = part
        case nil: break
        }
        return KeyMap.action(for: key, in: state, size: size)
    }

    /// The text fields of both forms.
    static let textFields: [([Route], Focus)] = [
        ([.cart, shipping], .shipping(.name)), ([.cart, shipping], .shipping(.postalCode)),
        ([.cart, shipping, payment], .payment(.number)),
        ([.cart, shipping, payment], .payment(.cvc)),
    ]

    /// The choices: the country and the payment method.
    static let choices: [([Route], Focus)] = [
        ([.cart, shipping], .shipping(.country)), ([.cart, shipping, payment], .payment(.method)),
    ]

    /// Keys every part of a form gives the same meaning.
    static let formKeys: [(Key, AppAction)] = [
        (.tab, .focusMoved(by: 1)), (.down, .focusMoved(by: 1)),
        (.backTab, .focusMoved(by: -1)), (.up, .focusMoved(by: -1)),
        (.enter, .formSubmitted), (.escape, .backRequested),
    ]

    @Test func textFieldKeysAreEdits() throws {
        let edits: [Key] = [
            .character("q"), .character("c"), .character("/"), .character("a"), .character("?"),
            .character(":"), .character("y"), .character("O"), .character("o"), .character("x"),
            .character("1"), .character(" "), .character("h"), .character("é"), .character("東"),
            .paste("q c"), .left, .right, .home, .end, .backspace, .delete, .control("a"),
            .control("e"), .control("u"), .control("k"), .control("w"), .alt("b"), .alt("f"),
        ]
        for (routes, focus) in Self.textFields {
            for key in edits {
                #expect(
                    try Self.action(key, routes, focus: focus) == .fieldEdited(key),
                    "\(key) at \(focus)")
            }
            for (key, action) in Self.formKeys {
                #expect(try Self.action(key, routes, focus: focus) == action, "\(key) at \(focus)")
            }
        }
    }

    @Test func everyPrintableASCIICharacterIsTextInAField() throws {
        for byte in UInt8(0x20)...0x7E {
            let key = Key.character(Character(Unicode.Scalar(byte)))
            for (routes, focus) in Self.textFields {
                #expect(try Self.action(key, routes, focus: focus) == .fieldEdited(key))
            }
        }
    }

    @Test func choiceKeys() throws {
        let keys: [(Key, AppAction?)] = [
            (.left, .choiceChanged(by: -1)), (.right, .choiceChanged(by: 1)),
            (.character(" "), .choiceChanged(by: 1)),
            (.character("u"), .choiceTyped("u")), (.character("q"), .choiceTyped("q")),
            (.character("C"), .choiceTyped("C")), (.character("é"), .choiceTyped("é")),
            (.character("1"), nil), (.character("/"), nil), (.character("?"), nil),
            (.character(":"), nil), (.backspace, nil), (.paste("us"), nil), (.home, nil),
        ]
        let all = keys + Self.formKeys.map { ($0.0, AppAction?.some($0.1)) }
        for (routes, focus) in Self.choices {
            for (key, action) in all {
                #expect(try Self.action(key, routes, focus: focus) == action, "\(key) at \(focus)")
            }
        }
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.formSubmitted)),
        (.character("q"), .quitRequested), (.character("c"), .cartRequested),
        (.character("y"), .linkCopyRequested), (.character(":"), .linkPromptRequested),
        (.character("O"), .ordersRequested), (.character("?"), .helpToggled),
        (.escape, .backRequested), (.left, .backRequested), (.backspace, .backRequested),
        (.character("1"), .breadcrumbChosen(depth: 0)), (.tab, nil), (.character("o"), nil),
    ])
    func reviewKeys(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart, Self.shipping, Self.payment, Self.review]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.checkoutRequested)), (.character("o"), .checkoutRequested),
        (.right, .selectionOpened), (.character("l"), .selectionOpened),
        (.character("O"), .ordersRequested), (.character("y"), .linkCopyRequested),
        (.character(":"), .linkPromptRequested),
    ])
    func cartKeys(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.selectionOpened)), (.right, .selectionOpened),
        (.character("O"), .ordersRequested), (.character("y"), .linkCopyRequested),
        (.character(":"), .linkPromptRequested), (.character("o"), nil),
    ])
    func ordersAndHomeKeys(key: Key, action: AppAction?) throws {
        for routes in [[], [Route.orders], [.orders, .order(id: "o-1")]] {
            #expect(try Self.action(key, routes) == action, "\(key) at \(routes)")
        }
    }

    @Test(arguments: [
        (Key.character("q"), AppAction?.some(.promptEdited(.insert("q")))),
        (.enter, .promptSubmitted), (.escape, .promptCancelled), (.tab, nil),
    ])
    func anOpenPromptTakesTheKeysOnReview(key: Key, action: AppAction?) throws {
        let routes = [Route.cart, Self.shipping, Self.payment, Self.review]
        #expect(try Self.action(key, routes, prompt: Prompt(.link)) == action)
    }
}
