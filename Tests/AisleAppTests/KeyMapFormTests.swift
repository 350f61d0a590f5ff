import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Keys on the checkout screens, the cart and the orders screens, through `KeyMap` (the form,
/// text-field and choice contexts of the binding table).
@Suite("KeyMap in forms", .timeLimit(.minutes(10)))
struct KeyMapFormTests {
    typealias F = CheckoutFixture
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
        return KeyMap.action(for: key, in: state, size: Size(columns: 80, rows: 24))
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
        (.tab, .form(.focusMoved(by: 1))), (.down, .form(.focusMoved(by: 1))),
        (.backTab, .form(.focusMoved(by: -1))), (.up, .form(.focusMoved(by: -1))),
        (.enter, .form(.submitted)), (.escape, .navigation(.backRequested)),
        // `?` is text in a field; F1 is help anywhere in a form.
        (.function(1), .help(.opened)),
    ]

    @Test func textFieldKeysAreEdits() throws {
        let edits: [Key] = [
            .character("q"), .character("c"), .character("/"), .character("a"), .character("?"),
            .character(":"), .character("y"), .character("O"), .character("o"), .character("x"),
            .character("1"), .character(" "), .character("h"), .character("é"), .character("東"),
            .paste("q c"), .left, .right, .home, .end, .backspace, .delete, .control("a"),
            .control("e"), .control("u"), .control("k"), .control("w"), .alt("b"), .alt("f"),
            .controlLeft, .controlRight,
        ]
        for (routes, focus) in Self.textFields {
            for key in edits {
                #expect(
                    try Self.action(key, routes, focus: focus) == .form(.fieldEdited(key)),
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
                #expect(try Self.action(key, routes, focus: focus) == .form(.fieldEdited(key)))
            }
        }
    }

    @Test func choiceKeys() throws {
        let keys: [(Key, AppAction?)] = [
            (.left, .form(.choiceChanged(by: -1))), (.right, .form(.choiceChanged(by: 1))),
            (.character(" "), .form(.choiceTyped(" "))), (.backspace, .form(.choiceErased)),
            (.character("u"), .form(.choiceTyped("u"))),
            (.character("q"), .form(.choiceTyped("q"))),
            (.character("C"), .form(.choiceTyped("C"))),
            (.character("é"), .form(.choiceTyped("é"))),
            (.character("1"), nil), (.character("/"), nil), (.character("?"), nil),
            (.character(":"), nil), (.paste("us"), nil), (.home, nil),
        ]
        let all = keys + Self.formKeys.map { ($0.0, AppAction?.some($0.1)) }
        for (routes, focus) in Self.choices {
            for (key, action) in all {
                #expect(try Self.action(key, routes, focus: focus) == action, "\(key) at \(focus)")
            }
        }
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.checkout(.placeOrderRequested))),
        (.character("q"), .navigation(.quitRequested)),
        (.character("c"), .navigation(.cartRequested)),
        (.character("y"), .navigation(.linkCopyRequested)),
        (.character(":"), .prompt(.linkRequested)),
        (.character("O"), .navigation(.ordersRequested)), (.character("?"), .help(.opened)),
        (.escape, .navigation(.backRequested)), (.left, .navigation(.backRequested)),
        (.backspace, .navigation(.backRequested)),
        (.character("1"), .navigation(.breadcrumbChosen(depth: 0))), (.tab, nil),
        (.character("o"), nil),
    ])
    func reviewKeys(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart, Self.shipping, Self.payment, Self.review]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.cart(.checkoutRequested))),
        (.character("o"), .cart(.checkoutRequested)),
        (.right, .list(.opened)), (.character("l"), .list(.opened)),
        (.character("O"), .navigation(.ordersRequested)),
        (.character("y"), .navigation(.linkCopyRequested)),
        (.character(":"), .prompt(.linkRequested)),
    ])
    func cartKeys(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.list(.opened))), (.right, .list(.opened)),
        (.character("O"), .navigation(.ordersRequested)),
        (.character("y"), .navigation(.linkCopyRequested)),
        (.character(":"), .prompt(.linkRequested)), (.character("o"), nil),
    ])
    func ordersAndHomeKeys(key: Key, action: AppAction?) throws {
        for routes in [[], [Route.orders], [.orders, .order(id: "o-1")]] {
            #expect(try Self.action(key, routes) == action, "\(key) at \(routes)")
        }
    }

    @Test(arguments: [
        (Key.character("q"), AppAction?.some(.prompt(.edited(.character("q"))))),
        (.enter, .prompt(.submitted)), (.escape, .prompt(.cancelled)),
        (.tab, .prompt(.completionRequested)),
    ])
    func anOpenPromptTakesTheKeysOnReview(key: Key, action: AppAction?) throws {
        let routes = [Route.cart, Self.shipping, Self.payment, Self.review]
        #expect(try Self.action(key, routes, prompt: Prompt(.link)) == action)
    }
}
