import TerminalUI

/// The binding table: the key map, the help overlay, the bottom-line hints and the KEYS section
/// of `aisle --help` are all read from it, so they cannot drift apart. Order matters twice:
/// within a context the first binding that answers a key wins, and hints and help follow it.
enum KeyBindings {
    /// Every binding.
    static let table: [Binding] =
        moves + navigation + screens + form + prompt + help + log + tooSmall
        + placingOrder

    static let onScreens: Set<KeyContext> = [.list, .productList, .product, .cart]

    static func bind(
        _ keys: [Key], _ context: KeyContext, _ action: AppAction, _ note: String,
        named: String? = nil, hints: [Binding.Hint] = []
    ) -> Binding {
        Binding(
            keys: .keys(keys), context: context, keyNames: named ?? KeyName.of(keys),
            action: { _ in action }, note: note, hints: hints)
    }

    static func hint(
        _ keys: String, _ label: String, _ contexts: Set<KeyContext> = onScreens,
        when condition: HintCondition = .always, priority: HintPriority = .normal
    ) -> Binding.Hint {
        Binding.Hint(
            keys: keys, label: .text(label), contexts: contexts, condition: condition,
            priority: priority)
    }

    /// Back and the keys that take Enter from `open` where they apply; before `screens`,
    /// because hints follow the table's order.
    private static let navigation: [Binding] = [
        bind(
            [.enter], .review, .checkout(.placeOrderRequested), "place the order",
            hints: [hint("⏎", "place order", [.review])]),
        bind(
            [.left, .escape, .backspace, .character("h")], .screens,
            .navigation(.backRequested), "back one screen",
            hints: [
                Binding.Hint(
                    keys: "←", label: .back(width: 24, fallback: nil),
                    contexts: onScreens.union([.review]), priority: .back)
            ]),
        bind(
            [.character("a")], .product, .cart(.addRequested), "add this product to the cart",
            hints: [hint("a", "add", [.product])]),
        bind(
            [.character("J")], .product, .description(.scrolled(by: 1)),
            "scroll the description down (when it does not fit)"),
        bind(
            [.character("K")], .product, .description(.scrolled(by: -1)),
            "scroll the description up"),
        bind(
            [.pageDown, .control("f"), .character(" ")], .product, .description(.moved(.pageDown)),
            "a page down a long description"),
        bind(
            [.pageUp, .control("b")], .product, .description(.moved(.pageUp)),
            "a page up a long description"),
        bind(
            [.home, .character("g")], .product, .description(.moved(.first)),
            "the start of a long description"),
        bind(
            [.end, .character("G")], .product, .description(.moved(.last)),
            "the end of a long description"),
        bind(
            [.enter, .character("o")], .cart, .cart(.checkoutRequested), "check out",
            hints: [hint("⏎", "checkout", [.cart], when: .cartHasLines)]),
        bind(
            [.character("+"), .character("=")], .cart, .cart(.quantityIncreased),
            "one more of the highlighted line",
            hints: [hint("+/-", "quantity", [.cart], when: .cartHasLines)]),
        bind([.character("-")], .cart, .cart(.quantityDecreased), "one fewer"),
        bind(
            [.character("+"), .character("=")], .product, .cart(.quantityIncreased),
            "one more of this product in the cart"),
        bind([.character("-")], .product, .cart(.quantityDecreased), "one fewer in the cart"),
        bind(
            [.character("v")], .product, .cart(.variantStepped(by: 1)),
            "next variant (size, colour…)",
            hints: [hint("v", "variant", [.product], when: .productHasVariants)]),
        bind([.character("V")], .product, .cart(.variantStepped(by: -1)), "previous variant"),
        bind(
            [.left, .character("h")], .option, .cart(.optionValueStepped(by: -1)),
            "this option's previous value",
            hints: [hint("←→", "value", [.option])]),
        bind(
            [.right, .character("l")], .option, .cart(.optionValueStepped(by: 1)),
            "this option's next value"),
        bind(
            [.up, .character("k")], .option, .cart(.optionMoved(by: -1)), "the option above",
            hints: [hint("↑↓", "option", [.option])]),
        bind(
            [.down, .character("j")], .option, .cart(.optionMoved(by: 1)),
            "the option below (below the last, the list)"),
        bind(
            [.escape, .enter], .option, .cart(.optionsLeft), "back to the list",
            hints: [hint("⏎", "done", [.option])]),
        bind(
            [.character("x"), .delete], .cart, .cart(.lineRemoved), "remove the line",
            hints: [hint("x", "remove", [.cart], when: .cartHasLines)]),
        bind(
            [.character("u")], .cart, .cart(.removalUndone),
            "put back the line just removed",
            hints: [hint("u", "undo", [.cart], when: .canUndo, priority: .undo)]),
    ]

    private static let screens: [Binding] = [
        bind(
            [.enter, .right, .character("l")], .screens, .list(.opened),
            "open the highlighted row",
            hints: [
                hint("⏎", "open", [.list, .productList, .product]),
                hint("→", "open", [.cart], when: .cartHasLines),
            ]
        ),
        bind(
            [.character("a")], .screens, .cart(.addRequested),
            "add the highlighted product to the cart", hints: [hint("a", "add", [.productList])]),
        bind(
            [.character("/")], .productList, .prompt(.filterRequested),
            "filter this list as you type (Esc clears it)",
            hints: [hint("/", "filter", [.productList])]),
        bind(
            [.escape], .productList, .list(.escapePressed),
            "clear a kept filter, then back", hints: []),
        bind(
            [.character("s")], .productList, .list(.sortCycled),
            "sort: catalog order, name, price ↑, price ↓, stock",
            hints: [hint("s", "sort", [.productList])]),
        bind(
            [.character("f"), .character("/")], .screens, .prompt(.searchRequested),
            "search the whole catalog",
            hints: [
                hint("/", "search", [.list, .product, .cart]),
                hint("f", "search", [.productList]),
            ]),
        bind(
            [.character("c")], .screens, .navigation(.cartRequested), "the cart",
            // Not on the cart itself, where it would only say where the user is.
            hints: [hint("c", "cart", [.list, .productList, .product])]),
        bind(
            [.character("O")], .screens, .navigation(.ordersRequested), "your orders",
            hints: [hint("O", "orders")]),
        bind(
            [.character("?"), .function(1)], .screens, .help(.opened), "this help",
            hints: [hint("?", "help", priority: .help)]),
        bind(
            [.character("q"), .control("c")], .screens, .navigation(.quitRequested),
            "quit (everything is saved)",
            hints: [hint("q", "quit", onScreens.union([.review]), priority: .quit)]),
        Binding(
            keys: .digits, context: .screens, keyNames: "1–9",
            action: { key in
                guard case .character(let c) = key, let digit = c.wholeNumberValue else {
                    return nil
                }
                return .navigation(.breadcrumbChosen(depth: digit - 1))
            }, note: "jump to a breadcrumb", hints: []),
        bind(
            [.character("["), .altLeft], .screens, .navigation(.historyWalked(by: -1)),
            "back through the screens visited (like a browser)"),
        bind(
            [.character("]"), .altRight], .screens, .navigation(.historyWalked(by: 1)),
            "forward again through the screens visited"),
        bind([.character(":")], .screens, .prompt(.linkRequested), "go to a link"),
        bind([.character("m")], .screens, .log(.opened), "the message log: this session's notices"),
        repaint(.screens),
        bind(
            [.character("y")], .screens, .navigation(.linkCopyRequested),
            "send this screen's link to the clipboard (OSC 52)"),
    ]

    /// The same movement keys move a list's highlight and scroll the help.
    static let movementKeys: [(keys: [Key], move: ListMove, list: String, help: String)] =
        [
            ([.up, .character("k")], .up, "move up", "scroll up"),
            ([.down, .character("j")], .down, "move down", "scroll down"),
            ([.pageUp, .control("b")], .pageUp, "page up", "page up"),
            ([.pageDown, .control("f"), .character(" ")], .pageDown, "page down", "page down"),
            ([.control("u")], .halfPageUp, "half a page up", "half a page up"),
            ([.control("d")], .halfPageDown, "half a page down", "half a page down"),
            ([.home, .character("g")], .first, "first row", "top"),
            ([.end, .character("G")], .last, "last row", "bottom"),
        ]

    private static let moves: [Binding] = movementKeys.map {
        bind($0.keys, .screens, .list(.moved($0.move)), $0.list)
    }

    private static let form: [Binding] = [
        bind(
            [.enter], .form, .form(.submitted), "next field; on the last one, continue",
            hints: [hint("⏎", "continue", [.textField, .choice])]),
        bind(
            [.tab, .down], .form, .form(.focusMoved(by: 1)), "next field",
            hints: [hint("Tab", "next field", [.textField, .choice])]),
        bind([.backTab, .up], .form, .form(.focusMoved(by: -1)), "previous field"),
        bind(
            [.escape], .form, .navigation(.backRequested), "back one step",
            hints: [
                Binding.Hint(
                    keys: "Esc", label: .back(width: 20, fallback: "back"),
                    contexts: [.textField, .choice], priority: .back)
            ]),
        // `?` is text in a field, so the forms open help with F1 only.
        bind(
            [.function(1)], .form, .help(.opened), "this help",
            hints: [hint("F1", "help", [.textField, .choice], priority: .help)]),
        // Ctrl-C reaches Aisle as a key (the terminal's interrupt character is off), so it is
        // bound wherever quitting is meant; in a prompt it cancels instead.
        bind([.control("c")], .form, .navigation(.quitRequested), "quit (everything is saved)"),
        repaint(.form),
        bind([.left], .choice, .form(.choiceChanged(by: -1)), "previous option"),
        bind([.right], .choice, .form(.choiceChanged(by: 1)), "next option"),
        bind(
            [.character(" ")], .choice, .form(.choiceTyped(" ")),
            "next option; after letters, a space in the name"),
        Binding(
            keys: .letters, context: .choice, keyNames: "letters",
            action: { key in
                guard case .character(let c) = key else { return nil }
                return .form(.choiceTyped(c))
            }, note: "jump to the name starting with the letters typed", hints: []),
        bind([.backspace], .choice, .form(.choiceErased), "take back the last letter typed"),
        Binding(
            keys: .anyOther, context: .textField, keyNames: "other keys",
            action: { .form(.fieldEdited($0)) },
            note: "type; ← → Home End ⌫ Delete edit; paste works", hints: []),
    ]
}
