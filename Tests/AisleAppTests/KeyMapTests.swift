import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

@Suite("KeyMap")
struct KeyMapTests {
    static let size = Size(columns: 80, rows: 24)

    static func action(_ key: Key, _ routes: [Route] = [], prompt: Prompt? = nil, size: Size = size)
        throws -> AppAction?
    {
        var state = try TestCatalog.state(routes)
        state.prompt = prompt
        return KeyMap.action(for: key, in: state, size: size)
    }

    static func rows(_ routes: [Route] = [], size: Size = size) throws -> Int {
        AppView.visibleListRows(try TestCatalog.state(routes), size: size)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.selectionOpened)),
        (.right, .selectionOpened),
        (.character("l"), .selectionOpened),
        (.left, .backRequested),
        (.escape, .backRequested),
        (.backspace, .backRequested),
        (.character("h"), .backRequested),
        (.character("c"), .cartRequested),
        (.character("/"), .searchRequested),
        (.character("a"), .addToCartRequested),
        (.character("?"), .helpToggled),
        (.character("q"), .quitRequested),
        (.control("c"), .quitRequested),
        (.character("O"), .ordersRequested),
        (.character(":"), .linkPromptRequested),
        (.character("y"), .linkCopyRequested),
        (.character("o"), nil),
        (.character("1"), .breadcrumbChosen(depth: 0)),
        (.character("2"), .breadcrumbChosen(depth: 1)),
        (.character("9"), .breadcrumbChosen(depth: 8)),
        (.character("0"), nil),
        (.character("+"), nil),
        (.character("-"), nil),
        (.character("x"), nil),
        (.delete, nil),
        (.character("Q"), nil),
        (.function(1), nil),
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
        (.home, .first), (.character("g"), .first),
        (.end, .last), (.character("G"), .last),
    ])
    func movesCarryTheVisibleRows(key: Key, move: ListMove) throws {
        let rows = try Self.rows()
        #expect(rows > 1)
        #expect(try Self.action(key) == .selectionMoved(move, visibleRows: rows))
    }

    @Test func pageDownCarriesTheRowsOfTheScreenAtThisSize() throws {
        let small = Size(columns: 80, rows: 14)
        let tall = Size(columns: 80, rows: 50)
        #expect(try Self.rows(size: small) < Self.rows(size: tall))
        for (routes, size) in [
            ([], small), ([], tall), ([Route.cart], tall),
            ([.category(id: TestCatalog.coffee)], small),
        ] {
            let expected = try Self.rows(routes, size: size)
            #expect(
                try Self.action(.pageDown, routes, size: size)
                    == .selectionMoved(.pageDown, visibleRows: expected))
        }
    }

    @Test(arguments: [
        Size(columns: 0, rows: 0), Size(columns: 10, rows: 3), Size(columns: 1, rows: 1),
    ])
    func tinyTerminalsStillGiveAtLeastOneRow(size: Size) throws {
        #expect(try Self.action(.down, size: size) == .selectionMoved(.down, visibleRows: 1))
    }

    @Test(arguments: [
        (Key.character("+"), AppAction?.some(.quantityIncreased)),
        (.character("="), .quantityIncreased),
        (.character("-"), .quantityDecreased),
        (.character("x"), .lineRemoved),
        (.delete, .lineRemoved),
        (.enter, .checkoutRequested),
        (.character("o"), .checkoutRequested),
        (.character("a"), .addToCartRequested),
        (.character("q"), .quitRequested),
        (.character("1"), .breadcrumbChosen(depth: 0)),
        (.escape, .backRequested),
    ])
    func keysInTheCart(key: Key, action: AppAction?) throws {
        #expect(try Self.action(key, [.cart]) == action)
    }

    @Test(arguments: [
        (Key.enter, AppAction?.some(.formSubmitted)),
        (.escape, .backRequested),
        (.character("q"), .quitRequested),
        (.character("c"), .cartRequested),
        (.character("+"), nil),
    ])
    func keysOnTheReviewStep(key: Key, action: AppAction?) throws {
        let review: [Route] = [
            .cart, .checkout(step: .shipping), .checkout(step: .payment), .checkout(step: .review),
        ]
        #expect(try Self.action(key, review) == action)
    }

    @Test(arguments: [
        (Key.character("q"), AppAction?.some(.promptEdited(.insert("q")))),
        (.character("c"), .promptEdited(.insert("c"))),
        (.character("/"), .promptEdited(.insert("/"))),
        (.character("?"), .promptEdited(.insert("?"))),
        (.character("j"), .promptEdited(.insert("j"))),
        (.character("1"), .promptEdited(.insert("1"))),
        (.character("+"), .promptEdited(.insert("+"))),
        (.character(" "), .promptEdited(.insert(" "))),
        (.character("é"), .promptEdited(.insert("é"))),
        (.character("🇯🇵"), .promptEdited(.insert("🇯🇵"))),
        (.paste("crème brûlée"), .promptEdited(.insert("crème brûlée"))),
        (.backspace, .promptEdited(.deleteBackward)),
        (.control("u"), .promptEdited(.clear)),
        (.enter, .promptSubmitted),
        (.escape, .promptCancelled),
        // Ctrl-C arrives as SIGINT (cbreak mode) and quits with a save; it never reaches here.
        (.control("c"), nil),
        (.up, nil),
        (.pageDown, nil),
        (.left, nil),
        (.delete, nil),
        (.function(5), nil),
    ])
    func keysWithThePromptOpen(key: Key, action: AppAction?) throws {
        let prompt = Prompt(.search, text: "ke")
        #expect(try Self.action(key, prompt: prompt) == action)
        #expect(
            try Self.action(key, [.cart], prompt: prompt) == action,
            "the prompt wins in the cart too")
    }
}
