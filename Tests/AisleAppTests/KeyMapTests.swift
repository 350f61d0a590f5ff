import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

@Suite("KeyMap", .timeLimit(.minutes(10)))
struct KeyMapTests {
    static func action(_ key: Key, _ routes: [Route] = [], prompt: Prompt? = nil)
        throws -> AppAction?
    {
        var state = try TestCatalog.state(routes)
        state.prompt = prompt
        return KeyMap.action(for: key, in: state, size: Size(columns: 80, rows: 24))
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.list(.opened))),
        (.right, .list(.opened)),
        (.character("l"), .list(.opened)),
        (.left, .navigation(.backRequested)),
        (.escape, .navigation(.backRequested)),
        (.backspace, .navigation(.backRequested)),
        (.character("h"), .navigation(.backRequested)),
        (.character("c"), .navigation(.cartRequested)),
        (.character("/"), .prompt(.searchRequested)),
        (.character("a"), .cart(.addRequested)),
        (.character("?"), .help(.opened)),
        (.character("q"), .navigation(.quitRequested)),
        (.control("c"), .navigation(.quitRequested)),
        (.character("O"), .navigation(.ordersRequested)),
        (.character(":"), .prompt(.linkRequested)),
        (.character("y"), .navigation(.linkCopyRequested)),
        (.character("o"), nil),
        (.character("1"), .navigation(.breadcrumbChosen(depth: 0))),
        (.character("2"), .navigation(.breadcrumbChosen(depth: 1))),
        (.character("9"), .navigation(.breadcrumbChosen(depth: 8))),
        (.character("0"), nil),
        (.character("+"), nil),
        (.character("-"), nil),
        (.character("x"), nil),
        (.delete, nil),
        (.character("Q"), nil),
        (.function(1), .help(.opened)),
        (.function(2), nil),
        (.tab, nil),
        (.paste("q"), nil),
        (.alt("q"), nil),
    ])
    func keysOnHome(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key) == action)
    }

    @Test(arguments: [
        (Key.up, ListMove.up), (.character("k"), .up),
        (.down, .down), (.character("j"), .down),
        (.pageUp, .pageUp), (.control("b"), .pageUp),
        (.pageDown, .pageDown), (.control("f"), .pageDown), (.character(" "), .pageDown),
        (.control("u"), .halfPageUp), (.control("d"), .halfPageDown),
        (.home, .first), (.character("g"), .first),
        (.end, .last), (.character("G"), .last),
    ])
    func moves(key: Key, move: ListMove) throws {
        #expect(try Self.action(key) == .list(.moved(move)))
    }

    @Test(arguments: [
        (Key.character("+"), AppAction?.some(.cart(.quantityIncreased))),
        (.character("="), .cart(.quantityIncreased)),
        (.character("-"), .cart(.quantityDecreased)),
        (.character("x"), .cart(.lineRemoved)),
        (.delete, .cart(.lineRemoved)),
        (.enter, .cart(.checkoutRequested)),
        (.character("o"), .cart(.checkoutRequested)),
        (.character("a"), .cart(.addRequested)),
        (.character("q"), .navigation(.quitRequested)),
        (.character("1"), .navigation(.breadcrumbChosen(depth: 0))),
        (.escape, .navigation(.backRequested)),
    ])
    func keysInTheCart(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.checkout(.placeOrderRequested))),
        (.escape, .navigation(.backRequested)),
        (.character("q"), .navigation(.quitRequested)),
        (.character("c"), .navigation(.cartRequested)),
        (.character("+"), nil),
    ])
    func keysOnTheReviewStep(key: Key, action: AppAction?) throws {
        let review: [Route] = [
            .cart, .checkout(step: .shipping), .checkout(step: .payment), .checkout(step: .review),
        ]
        #expect(try Self.action(key, review) == action)
    }

    @Test(arguments: [
        (Key.character("q"), AppAction?.some(.prompt(.edited(.character("q"))))),
        (.character("c"), .prompt(.edited(.character("c")))),
        (.character("/"), .prompt(.edited(.character("/")))),
        (.character("?"), .prompt(.edited(.character("?")))),
        (.character("j"), .prompt(.edited(.character("j")))),
        (.character("1"), .prompt(.edited(.character("1")))),
        (.character("+"), .prompt(.edited(.character("+")))),
        (.character(" "), .prompt(.edited(.character(" ")))),
        (.character("é"), .prompt(.edited(.character("é")))),
        (.character("🇯🇵"), .prompt(.edited(.character("🇯🇵")))),
        (.paste("crème brûlée"), .prompt(.edited(.paste("crème brûlée")))),
        (.left, .prompt(.edited(.left))),
        (.home, .prompt(.edited(.home))),
        (.control("w"), .prompt(.edited(.control("w")))),
        (.alt("b"), .prompt(.edited(.alt("b")))),
        (.delete, .prompt(.edited(.delete))),
        (.backspace, .prompt(.edited(.backspace))),
        (.control("u"), .prompt(.edited(.control("u")))),
        (.enter, .prompt(.submitted)),
        (.escape, .prompt(.cancelled)),
        // Ctrl-C cancels a prompt, as in a shell; it never quits from here.
        (.control("c"), .prompt(.cancelled)),
        (.up, .prompt(.historyMoved(by: 1))),
        (.down, .prompt(.historyMoved(by: -1))),
        (.tab, .prompt(.completionRequested)),
        (.pageDown, .prompt(.edited(.pageDown))),
    ])
    func keysWithThePromptOpen(key: Key, action: AppAction?) throws {
        let prompt = Prompt(.search, text: "ke")
        #expect(try Self.action(key, prompt: prompt) == action)
        #expect(
            try Self.action(key, [.cart], prompt: prompt) == action,
            "the prompt wins in the cart too")
    }
}
