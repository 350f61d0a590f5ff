import TerminalUI
import Testing

@testable import AisleApp

/// What the important keys do, written out by hand: (where, key) → action. The key map, the
/// help and the hints are all read from one binding table, so comparing them with each other
/// cannot catch a wrong entry in it; this table can. A change here is a change users see, and
/// belongs in the README's keys table and the help too.
@Suite("KeyBehaviour", .timeLimit(.minutes(10)))
struct KeyBehaviourTests {
    /// (context, key, what it must do; nil: nothing).
    static let table: [(KeyContext, Key, AppAction?)] = [
        // Lists: Home, Orders.
        (.list, .enter, .list(.opened)),
        (.list, .down, .list(.moved(.down))),
        (.list, .character("j"), .list(.moved(.down))),
        (.list, .character("G"), .list(.moved(.last))),
        (.list, .left, .navigation(.backRequested)),
        (.list, .character("/"), .prompt(.searchRequested)),
        (.list, .character("c"), .navigation(.cartRequested)),
        (.list, .character("O"), .navigation(.ordersRequested)),
        (.list, .character("?"), .help(.opened)),
        (.list, .character("m"), .log(.opened)),
        (.list, .character(":"), .prompt(.linkRequested)),
        (.list, .character("["), .navigation(.historyWalked(by: -1))),
        (.list, .character("]"), .navigation(.historyWalked(by: 1))),
        (.list, .character("q"), .navigation(.quitRequested)),
        (.list, .control("c"), .navigation(.quitRequested)),
        (.list, .character("x"), nil),
        (.list, .character("-"), nil),
        // A category: filter, sort, add, search.
        (.productList, .character("/"), .prompt(.filterRequested)),
        (.productList, .character("f"), .prompt(.searchRequested)),
        (.productList, .character("s"), .list(.sortCycled)),
        (.productList, .character("a"), .cart(.addRequested)),
        (.productList, .escape, .list(.escapePressed)),
        (.productList, .enter, .list(.opened)),
        // A product page.
        (.product, .character("a"), .cart(.addRequested)),
        (.product, .character("+"), .cart(.quantityIncreased)),
        (.product, .character("-"), .cart(.quantityDecreased)),
        (.product, .character(" "), .description(.moved(.pageDown))),
        (.product, .character("J"), .description(.scrolled(by: 1))),
        (.product, .left, .navigation(.backRequested)),
        (.product, .character("x"), nil),
        // The cart.
        (.cart, .enter, .cart(.checkoutRequested)),
        (.cart, .character("+"), .cart(.quantityIncreased)),
        (.cart, .character("="), .cart(.quantityIncreased)),
        (.cart, .character("-"), .cart(.quantityDecreased)),
        (.cart, .character("x"), .cart(.lineRemoved)),
        (.cart, .delete, .cart(.lineRemoved)),
        (.cart, .character("u"), .cart(.removalUndone)),
        (.cart, .right, .list(.opened)),
        (.cart, .character("a"), .cart(.addRequested)),
        // Checkout: review places the order; the forms keep letters for typing.
        (.review, .enter, .checkout(.placeOrderRequested)),
        (.review, .left, .navigation(.backRequested)),
        (.review, .character("q"), .navigation(.quitRequested)),
        (.textField, .character("q"), .form(.fieldEdited(.character("q")))),
        (.textField, .character("?"), .form(.fieldEdited(.character("?")))),
        (.textField, .left, .form(.fieldEdited(.left))),
        (.textField, .tab, .form(.focusMoved(by: 1))),
        (.textField, .backTab, .form(.focusMoved(by: -1))),
        (.textField, .enter, .form(.submitted)),
        (.textField, .escape, .navigation(.backRequested)),
        (.textField, .function(1), .help(.opened)),
        (.textField, .control("c"), .navigation(.quitRequested)),
        (.choice, .right, .form(.choiceChanged(by: 1))),
        (.choice, .left, .form(.choiceChanged(by: -1))),
        (.choice, .character("u"), .form(.choiceTyped("u"))),
        (.choice, .backspace, .form(.choiceErased)),
        // Overlays take every key: nothing reaches the screen below.
        (.prompt, .enter, .prompt(.submitted)),
        (.prompt, .escape, .prompt(.cancelled)),
        (.prompt, .control("c"), .prompt(.cancelled)),
        (.prompt, .character("q"), .prompt(.edited(.character("q")))),
        (.prompt, .tab, .prompt(.completionRequested)),
        (.help, .character("?"), .help(.closed)),
        (.help, .escape, .help(.closed)),
        (.help, .down, .help(.scrolled(.down))),
        (.help, .character("a"), nil),
        (.help, .control("c"), .navigation(.quitRequested)),
        (.messages, .character("m"), .log(.closed)),
        (.messages, .escape, .log(.closed)),
        (.messages, .character("q"), .log(.closed)),
        (.messages, .character("a"), nil),
        (.messages, .control("c"), .navigation(.quitRequested)),
        // A screen nobody sees and an order under way take almost nothing.
        (.tooSmall, .character("q"), .navigation(.quitRequested)),
        (.tooSmall, .enter, nil),
        (.tooSmall, .character("a"), nil),
        (.placingOrder, .control("c"), .navigation(.quitRequested)),
        (.placingOrder, .enter, nil),
        (.placingOrder, .character("q"), nil),
        (.placingOrder, .left, nil),
    ]

    @Test(arguments: table.indices)
    func keyDoesWhatTheTableSays(row: Int) throws {
        let (context, key, expected) = Self.table[row]
        let state = try KeyBindingsTests.state(context)
        let action = KeyMap.action(for: key, in: state, size: KeyBindingsTests.size(context))
        #expect(action == expected, "\(KeyName.of(key)) in \(context)")
    }
}
