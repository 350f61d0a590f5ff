import Navigation
import Storefront
import TerminalUI
import TestSupport
import Testing

@testable import AisleApp

/// The binding table is the key map and the help at once: every key the key map answers is in
/// the help (through the contexts it falls back to). What the keys must do is written out by
/// hand in `KeyBehaviourTests`, since the table cannot be checked against itself.
@Suite("KeyBindings", .timeLimit(.minutes(10)))
struct KeyBindingsTests {
    /// A state for each context a key can be pressed in.
    static func state(_ context: KeyContext) throws -> AppState {
        let shipping = Route.checkout(step: .shipping)
        let payment = Route.checkout(step: .payment)
        let routes: [Route] =
            switch context {
            case .screens, .list, .help, .messages, .prompt, .tooSmall, .option: []
            case .placingOrder: [.cart, shipping, payment, .checkout(step: .review)]
            case .productList: [.category(id: TestCatalog.coffee)]
            case .product: [.product(id: TestCatalog.beans)]
            case .cart: [.cart]
            case .review: [.cart, shipping, payment, .checkout(step: .review)]
            case .form, .textField, .choice: [.cart, shipping]
            }
        var state = try CheckoutFixture.state(routes, shipping: CheckoutFixture.shipping())
        switch context {
        case .help: _ = reduce(&state, .help(.opened))
        case .messages: _ = reduce(&state, .log(.opened))
        case .prompt: state.prompt = Prompt(.search)
        case .choice: state.draft.shipping.focus = .country
        case .placingOrder:
            state.draft.orderKey = "key-1"
            _ = reduce(&state, .checkout(.placeOrderRequested))
        case .form, .textField: state.draft.shipping.focus = .name
        case .option:
            state = AppState(
                catalog: try Fixtures.variantCatalog(),
                path: RoutePath([.product(id: Fixtures.tee)]))
            state.optionFocus = OptionFocus(product: Fixtures.tee, option: 0)
        default: break
        }
        let shown: KeyContext =
            switch context {
            case .screens, .tooSmall: .list
            case .form: .textField
            default: context
            }
        #expect(KeyContext.of(state) == shown)
        return state
    }

    /// Keys a terminal can send, beyond the ones in the table.
    static let keys: [Key] =
        (0x20...0x7E).compactMap { UnicodeScalar($0).map { Key.character(Character($0)) } }
        + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }
        + [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete,
            .backspace, .enter, .tab, .backTab, .escape, .alt("x"), .altLeft, .altRight,
            .function(1),
            .function(12), .paste("text"), .character("é"),
        ]

    static let helpLines = KeyHelp.lines

    /// The terminal size a context's keys are pressed at: below the minimum for `.tooSmall`.
    static func size(_ context: KeyContext) -> Size {
        context == .tooSmall ? Size(columns: 30, rows: 8) : Size(columns: 80, rows: 24)
    }

    /// The context a key is looked up in for `context`'s state at its size.
    static func shown(_ context: KeyContext, _ state: AppState) -> KeyContext {
        context == .tooSmall ? .tooSmall : KeyContext.of(state)
    }

    @Test(arguments: KeyContext.allCases)
    func everyAnsweredKeyIsInTheHelp(context: KeyContext) throws {
        let state = try Self.state(context)
        for key in Self.keys {
            guard let action = KeyMap.action(for: key, in: state, size: Self.size(context))
            else { continue }
            let binding = try #require(KeyMap.binding(for: key, in: Self.shown(context, state)))
            #expect(binding.action(key) == action)
            #expect(
                Self.helpLines.contains(.entry(keys: binding.keyNames, note: binding.note)),
                "\(key) in \(context)")
            if case .keys(let listed) = binding.keys {
                #expect(listed.contains(key))
                #expect(binding.keyNames.split(separator: " ").contains(Substring(KeyName.of(key))))
            }
        }
    }

    @Test func everyManualLineFitsEightyColumns() {
        for line in KeyHelp.manualText().split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= 80, "\(line)")
        }
    }

    /// The hints of each screen, as the bottom line shows them (before they are cut to fit).
    @Test(arguments: [
        ([], "⏎ open · / search · c cart · O orders · ? help · q quit"),
        (
            [Route.category(id: "coffee")],
            "← Home · ⏎ open · a add · / filter · s sort · f search · c cart · O orders · ? help"
                + " · q quit"
        ),
        (
            [.category(id: "coffee"), .product(id: "p-02")],
            "← Coffee · a add · ⏎ open · / search · c cart · O orders · ? help · q quit"
        ),
        // An empty cart offers nothing to check out, change or remove, and no "c cart" on the
        // cart itself.
        ([.cart], "← Home · / search · O orders · ? help · q quit"),
        ([.orders], "← Home · ⏎ open · / search · c cart · O orders · ? help · q quit"),
    ])
    func hintsFollowTheTable(routes: [Route], expected: String) throws {
        let state = try TestCatalog.state(routes)
        let hints = BottomLine.hints(for: state).map { "\($0.keys) \($0.label)" }
        #expect(hints.joined(separator: " · ") == expected)
    }

    @Test func aCartWithLinesOffersCheckout() throws {
        let state = try CheckoutFixture.state([.cart])
        #expect(!state.cart.isEmpty)
        #expect(
            BottomLine.hints(for: state).map { "\($0.keys) \($0.label)" }.joined(separator: " · ")
                == "← Home · ⏎ checkout · +/- quantity · x remove · → open · / search"
                + " · O orders · ? help · q quit")
    }

    @Test func formAndReviewHints() throws {
        let review = try Self.state(.review)
        #expect(
            BottomLine.hints(for: review).map { "\($0.keys) \($0.label)" }
                == ["⏎ place order", "← Payment", "q quit"])
        let form = try Self.state(.textField)
        #expect(
            BottomLine.hints(for: form).map { "\($0.keys) \($0.label)" }
                == ["⏎ continue", "Tab next field", "Esc Cart", "F1 help"])
        let help = try Self.state(.help)
        #expect(
            BottomLine.hints(for: help).map { "\($0.keys) \($0.label)" }
                == ["? close help", "↑ ↓ scroll"])
    }
}
