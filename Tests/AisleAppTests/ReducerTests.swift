import AisleApp
import Navigation
import Storefront
import Testing

/// In the style of TCA's TestStore: every action is sent with the exact change it must make to
/// the whole state and the exact effects it must return.
@Suite("Reducer")
struct ReducerTests {
    let coffee = Route.category(id: TestCatalog.coffee)
    let books = Route.category(id: TestCatalog.books)
    let kitchen = Route.category(id: TestCatalog.kitchen)
    let beans = Route.product(id: TestCatalog.beans)
    let cookbook = Route.product(id: TestCatalog.cookbook)
    let paperSeller = Route.seller(id: TestCatalog.paper)
    let roasterySeller = Route.seller(id: TestCatalog.roastery)

    @Test func openCategoryAndProductThenBackRestoresTheRows() throws {
        var store = Store(try TestCatalog.state())
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[nil] = ListPosition(selected: 1) }
        store.send(.selectionOpened) { $0.path = RoutePath([books]) }
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[books] = ListPosition(selected: 1) }
        store.send(.selectionOpened) { $0.path = RoutePath([books, cookbook]) }
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[cookbook] = ListPosition(selected: 1) }
        store.send(.backRequested) {
            $0.path = RoutePath([books])
            $0.positions[cookbook] = nil
        }
        #expect(store.state.screen == books)
        #expect(store.state.position == ListPosition(selected: 1))
        store.send(.backRequested) {
            $0.path = RoutePath()
            $0.positions[books] = nil
        }
        #expect(store.state.position == ListPosition(selected: 1))
        store.send(.backRequested)
        store.send(.selectionOpened) { $0.path = RoutePath([books]) }
        #expect(store.state.position == ListPosition(), "a popped screen's row is forgotten")
    }

    @Test func productPageRowsLeadToTheSellerThenRelatedProducts() throws {
        var store = Store(try TestCatalog.state([books, cookbook]))
        store.send(.selectionOpened) { $0.path = RoutePath([books, cookbook, paperSeller]) }
        store.send(.backRequested) { $0.path = RoutePath([books, cookbook]) }
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[cookbook] = ListPosition(selected: 1) }
        // Related products start after the product on its shelf: Field Notes, then the Atlas.
        store.send(.selectionOpened) { $0.path = RoutePath([books, cookbook, .product(id: "p-07")]) }
    }

    @Test func openingOnAnEmptyListDoesNothing() throws {
        var store = Store(try TestCatalog.state([.cart]))
        store.send(.selectionOpened)
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[.cart] = ListPosition() }
    }

    @Test func movesKeepTheHighlightInTheListAndOnScreen() throws {
        // The roastery sells five products; three rows fit, so a page is two rows.
        var store = Store(try TestCatalog.state([roasterySeller]))
        let moves: [(ListMove, ListPosition)] = [
            (.down, ListPosition(selected: 1, top: 0)),
            (.pageDown, ListPosition(selected: 3, top: 1)),
            (.pageDown, ListPosition(selected: 4, top: 2)),
            (.down, ListPosition(selected: 4, top: 2)),
            (.up, ListPosition(selected: 3, top: 2)),
            (.pageUp, ListPosition(selected: 1, top: 1)),
            (.pageUp, ListPosition(selected: 0, top: 0)),
            (.up, ListPosition(selected: 0, top: 0)),
            (.last, ListPosition(selected: 4, top: 2)),
            (.first, ListPosition(selected: 0, top: 0)),
        ]
        for (move, position) in moves {
            store.send(.selectionMoved(move, visibleRows: 3)) { $0.positions[roasterySeller] = position }
        }
    }

    @Test(arguments: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (9, 4), (-1, 0)])
    func breadcrumbPopsToItsDepth(depth: Int, kept: Int) throws {
        let routes = [books, cookbook, paperSeller, .product(id: "p-10")]
        var state = try TestCatalog.state(routes)
        for (index, route) in ([nil] + routes.map { $0 }).enumerated() {
            state.positions[route] = ListPosition(selected: index)
        }
        var store = Store(state)
        store.send(.breadcrumbChosen(depth: depth)) {
            $0.path = RoutePath(Array(routes.prefix(kept)))
            for route in routes.dropFirst(kept) { $0.positions[route] = nil }
        }
    }

    @Test func cartFromDeepPushesIt() throws {
        var store = Store(try TestCatalog.state([books, cookbook]))
        store.send(.cartRequested) { $0.path = RoutePath([books, cookbook, .cart]) }
    }

    @Test func cartFromAPathHoldingItPopsBackAndForgetsWhatWasAbove() throws {
        var state = try TestCatalog.state([.cart, beans, roasterySeller])
        state.positions[.cart] = ListPosition(selected: 0)
        state.positions[beans] = ListPosition(selected: 2)
        state.positions[roasterySeller] = ListPosition(selected: 3)
        var store = Store(state)
        store.send(.cartRequested) {
            $0.path = RoutePath([.cart])
            $0.positions[beans] = nil
            $0.positions[roasterySeller] = nil
        }
    }

    @Test func promptEditsThenBlankSubmitClosesWithoutNavigating() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("k"))) { $0.prompt?.text = "k" }
        store.send(.promptEdited(.insert(" Kettle "))) { $0.prompt?.text = "k Kettle " }
        store.send(.promptEdited(.deleteBackward)) { $0.prompt?.text = "k Kettle" }
        store.send(.promptEdited(.clear)) { $0.prompt?.text = "" }
        store.send(.promptEdited(.deleteBackward))
        store.send(.promptEdited(.insert(" \t "))) { $0.prompt?.text = " \t " }
        store.send(.promptSubmitted) { $0.prompt = nil }
    }

    @Test func promptCancelClosesIt() throws {
        var store = Store(try TestCatalog.state())
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("mug"))) { $0.prompt?.text = "mug" }
        store.send(.promptCancelled) { $0.prompt = nil }
    }

    @Test func promptActionsWithoutAPromptDoNothing() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.promptEdited(.insert("x")))
        store.send(.promptEdited(.deleteBackward))
        store.send(.promptSubmitted)
        store.send(.promptCancelled)
    }

    @Test func submitPushesTheTrimmedSearchWithItsResults() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("  kettle \t"))) { $0.prompt?.text = "  kettle \t" }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([coffee, .search(query: "kettle")])
            $0.searchResults = ["kettle": [TestCatalog.kettle]]
            $0.notice = Notice("1 product found")
        }
        store.send(.selectionOpened) {
            $0.path = RoutePath([coffee, .search(query: "kettle"), .product(id: TestCatalog.kettle)])
            $0.notice = nil
        }
    }

    @Test(arguments: [
        ("COFFEE", ["p-05", TestCatalog.kettle], "2 products found"),
        ("zzz", [], "0 products found"),
        ("creme", [TestCatalog.cookbook], "1 product found"),
    ] as [(String, [ProductID], String)])
    func searchNoticeCountsTheResults(query: String, results: [ProductID], notice: String) throws {
        var store = Store(try TestCatalog.state())
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert(query))) { $0.prompt?.text = query }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([.search(query: query)])
            $0.searchResults = [query: results]
            $0.notice = Notice(notice)
        }
    }

    @Test func searchResultsAreKeptOnlyForSearchesInThePath() throws {
        var store = Store(try TestCatalog.state([.search(query: "mug")]))
        #expect(store.state.searchResults == ["mug": ["p-10"]])
        store.send(.cartRequested) { $0.path = RoutePath([.search(query: "mug"), .cart]) }
        store.send(.breadcrumbChosen(depth: 0)) {
            $0.path = RoutePath()
            $0.searchResults = [:]
        }
        store.send(.cartRequested) { $0.path = RoutePath([.cart]) }
    }

    @Test func submittingASearchAlreadyInThePathPopsBackToIt() throws {
        let search = Route.search(query: "mug")
        var state = try TestCatalog.state([search, .product(id: "p-10")])
        state.positions[.product(id: "p-10")] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.searchRequested) { $0.prompt = Prompt(.search) }
        store.send(.promptEdited(.insert("mug "))) { $0.prompt?.text = "mug " }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([search])
            $0.positions = [:]
            $0.notice = Notice("1 product found")
        }
    }

    @Test func homeEndsWithTheOrdersRow() throws {
        var store = Store(try TestCatalog.state())
        store.send(.selectionMoved(.last, visibleRows: 10)) { $0.positions[nil] = ListPosition(selected: 3) }
        store.send(.selectionOpened) { $0.path = RoutePath([.orders]) }
    }

    @Test func linkPromptOpensTheLinkAboveItsParents() throws {
        var state = try TestCatalog.state([coffee, beans])
        state.positions[coffee] = ListPosition(selected: 1)
        var store = Store(state)
        store.send(.linkPromptRequested) { $0.prompt = Prompt(.link) }
        store.send(.promptEdited(.insert(" product/p-05 "))) { $0.prompt?.text = " product/p-05 " }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([books, .product(id: "p-05")])
            // Each screen highlights the row that leads up the path, as if walked there.
            $0.positions = [nil: ListPosition(selected: 1, top: 1), books: ListPosition(selected: 0)]
        }
    }

    @Test func linkToASearchComputesItsResults() throws {
        var store = Store(try TestCatalog.state())
        store.send(.linkPromptRequested) { $0.prompt = Prompt(.link) }
        store.send(.promptEdited(.insert("aisle://search/coffee"))) { $0.prompt?.text = "aisle://search/coffee" }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([.search(query: "coffee")])
            $0.searchResults = ["coffee": ["p-05", TestCatalog.kettle]]
        }
    }

    @Test func linkThatStopsShortSaysWhy() throws {
        var store = Store(try TestCatalog.state([kitchen]))
        store.send(.linkPromptRequested) { $0.prompt = Prompt(.link) }
        store.send(.promptEdited(.insert("category/coffee/product/p-404"))) {
            $0.prompt?.text = "category/coffee/product/p-404"
        }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath([coffee])
            $0.positions = [nil: ListPosition(selected: 0)]
            $0.notice = Notice("Opened 1 of 2 screens: product p-404 is no longer sold", tone: .warning)
        }
    }

    @Test func malformedLinkLeavesThePathAlone() throws {
        var store = Store(try TestCatalog.state([kitchen]))
        store.send(.linkPromptRequested) { $0.prompt = Prompt(.link) }
        store.send(.promptEdited(.insert("http://x"))) { $0.prompt?.text = "http://x" }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.notice = Notice(DeepLinkError.notAnAisleLink("http://x").message, tone: .warning)
        }
    }

    @Test func blankLinkGoesHome() throws {
        var store = Store(try TestCatalog.state([kitchen, .product(id: TestCatalog.kettle)]))
        store.send(.linkPromptRequested) { $0.prompt = Prompt(.link) }
        store.send(.promptEdited(.insert("  "))) { $0.prompt?.text = "  " }
        store.send(.promptSubmitted) {
            $0.prompt = nil
            $0.path = RoutePath()
        }
    }

    @Test(arguments: [
        ([Route](), "aisle://"),
        ([Route.category(id: TestCatalog.coffee), .product(id: TestCatalog.beans)], "aisle://category/coffee/product/p-01"),
        ([Route.search(query: "crème brûlée")], "aisle://search/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
    ])
    func linkCopyCopiesTheLinkOfThePath(routes: [Route], link: String) throws {
        var store = Store(try TestCatalog.state(routes))
        store.send(.linkCopyRequested, [.copyToClipboard(link)]) {
            $0.notice = Notice("Copied \(link)", tone: .success)
        }
        #expect(try DeepLink.parse(link) == routes)
    }

    @Test func addOnAProductPageAddsThatProduct() throws {
        var store = Store(try TestCatalog.state([coffee, beans]))
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[beans] = ListPosition(selected: 1) }
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850)])
            $0.notice = Notice("Added House Blend Beans to the cart", tone: .success)
        }
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850)])
            $0.notice = Notice("Added House Blend Beans to the cart (2 in cart)", tone: .success)
        }
    }

    @Test func addOnAListAddsTheHighlightedProduct() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.selectionMoved(.down, visibleRows: 10)) { $0.positions[coffee] = ListPosition(selected: 1) }
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: "p-02", quantity: 1, priceWhenAdded: 2200)])
            $0.notice = Notice("Added Ethiopia Yirgacheffe to the cart", tone: .success)
        }
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.positions[coffee] = ListPosition(selected: 2)
            $0.notice = nil
        }
        store.send(.addToCartRequested) { $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning) }
    }

    @Test func addOnSearchResultsAndSellerRows() throws {
        var store = Store(try TestCatalog.state([.search(query: "coffee")]))
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.positions[.search(query: "coffee")] = ListPosition(selected: 1)
        }
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.kettle, quantity: 1, priceWhenAdded: 4999)])
            $0.notice = Notice("Added Gooseneck Kettle to the cart", tone: .success)
        }
        store.send(.breadcrumbChosen(depth: 0)) {
            $0.path = RoutePath()
            $0.positions = [:]
            $0.searchResults = [:]
            $0.notice = nil
        }
        var seller = Store(try TestCatalog.state([paperSeller]))
        seller.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: "p-05", quantity: 1, priceWhenAdded: 3500)])
            $0.notice = Notice("Added The Coffee Atlas to the cart", tone: .success)
        }
    }

    @Test func addStopsAtStock() throws {
        var store = Store(try TestCatalog.state([kitchen, .product(id: TestCatalog.kettle)]))
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.kettle, quantity: 1, priceWhenAdded: 4999)])
            $0.notice = Notice("Added Gooseneck Kettle to the cart", tone: .success)
        }
        store.send(.addToCartRequested) { $0.notice = Notice("Only 1 of Gooseneck Kettle in stock", tone: .warning) }
    }

    @Test func addOnAnOutOfStockProductPage() throws {
        var store = Store(try TestCatalog.state([.product(id: TestCatalog.decaf)]))
        store.send(.addToCartRequested) { $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning) }
    }

    @Test(arguments: [[], [Route.cart]])
    func addWhereRowsAreNotProductsDoesNothing(routes: [Route]) throws {
        let cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1)])
        var store = Store(try TestCatalog.state(routes, cart: cart))
        store.send(.addToCartRequested)
    }

    @Test func cartPlusMinusAndRemove() throws {
        let cart = Cart(lines: [
            CartLine(product: TestCatalog.beans, quantity: 1),
            CartLine(product: TestCatalog.kettle, quantity: 1),
            CartLine(product: "p-10", quantity: 2),
        ])
        var store = Store(try TestCatalog.state([.cart], cart: cart))
        store.send(.quantityIncreased) {
            $0.cart.add(TestCatalog.beans, stock: 12, price: 1850)
            $0.notice = Notice("Added House Blend Beans to the cart (2 in cart)", tone: .success)
        }
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.positions[.cart] = ListPosition(selected: 1)
            $0.notice = nil
        }
        store.send(.quantityIncreased) { $0.notice = Notice("Only 1 of Gooseneck Kettle in stock", tone: .warning) }
        store.send(.quantityDecreased) {
            $0.cart = Cart(lines: [
                CartLine(product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850),
                CartLine(product: "p-10", quantity: 2),
            ])
            $0.notice = nil
        }
        store.send(.lineRemoved) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850)])
            $0.positions[.cart] = ListPosition(selected: 0)
            $0.notice = Notice("Removed Ceramic Mug from the cart")
        }
        store.send(.quantityDecreased) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850)])
            $0.notice = nil
        }
        store.send(.quantityDecreased) { $0.cart = Cart() }
        store.send(.quantityIncreased)
        store.send(.quantityDecreased)
        store.send(.lineRemoved)
    }

    @Test func removingALineWhoseProductIsGoneNamesItsID() throws {
        let cart = Cart(lines: [CartLine(product: "p-gone", quantity: 1)])
        var store = Store(try TestCatalog.state([.cart], cart: cart))
        store.send(.quantityIncreased)
        store.send(.lineRemoved) {
            $0.cart = Cart()
            $0.notice = Notice("Removed p-gone from the cart")
        }
    }

    @Test(arguments: [AppAction.quantityIncreased, .quantityDecreased, .lineRemoved])
    func cartEditsOutsideTheCartDoNothing(action: AppAction) throws {
        let cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 2)])
        var store = Store(try TestCatalog.state([coffee], cart: cart))
        store.send(action)
    }

    @Test func helpClosesOnTheNextAction() throws {
        var store = Store(try TestCatalog.state([coffee]))
        store.send(.helpToggled) { $0.isShowingHelp = true }
        store.send(.helpToggled) { $0.isShowingHelp = false }
        store.send(.helpToggled) { $0.isShowingHelp = true }
        store.send(.backRequested) { $0.isShowingHelp = false }
        store.send(.helpToggled) { $0.isShowingHelp = true }
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.isShowingHelp = false
            $0.positions[coffee] = ListPosition(selected: 1)
        }
        store.send(.helpToggled) { $0.isShowingHelp = true }
        store.send(.cartRequested) {
            $0.isShowingHelp = false
            $0.path = RoutePath([coffee, .cart])
        }
    }

    @Test func quitReturnsTheQuitEffect() throws {
        var store = Store(try TestCatalog.state([coffee, beans]))
        store.send(.quitRequested, [.quit])
        store.send(.addToCartRequested) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850)])
            $0.notice = Notice("Added House Blend Beans to the cart", tone: .success)
        }
        store.send(.quitRequested, [.quit]) { $0.notice = nil }
    }

    @Test func noticeIsClearedByTheNextAction() throws {
        var store = Store(try TestCatalog.state([.product(id: TestCatalog.decaf)]))
        store.send(.addToCartRequested) { $0.notice = Notice("Decaf Espresso is out of stock", tone: .warning) }
        store.send(.backRequested) {
            $0.notice = nil
            $0.path = RoutePath()
        }
    }
}

/// Holds a state, sends actions through `reduce`, and checks each whole new state and the
/// effects against what the test says must happen.
private struct Store {
    var state: AppState

    init(_ state: AppState) { self.state = state }

    mutating func send(
        _ action: AppAction, _ effects: [Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        let returned = reduce(&state, action)
        #expect(returned == effects, "effects of \(action)", sourceLocation: sourceLocation)
        // Field by field, so a failure names the field instead of printing the whole catalog.
        let fields: [(String, Bool)] = [
            ("path", state.path == expected.path),
            ("cart", state.cart == expected.cart),
            ("positions", state.positions == expected.positions),
            ("prompt", state.prompt == expected.prompt),
            ("notice", state.notice == expected.notice),
            ("isShowingHelp", state.isShowingHelp == expected.isShowingHelp),
            ("searchResults", state.searchResults == expected.searchResults),
            ("orders", state.orders == expected.orders),
            ("draft", state.draft == expected.draft),
            ("catalog", state.catalog == expected.catalog),
        ]
        for (name, same) in fields where !same {
            Issue.record(
                "\(name) after \(action): expected \(describe(expected, name)), got \(describe(state, name))",
                sourceLocation: sourceLocation)
        }
        if fields.allSatisfy(\.1) {
            #expect(state == expected, "a field not listed above differs", sourceLocation: sourceLocation)
        }
    }

    private func describe(_ state: AppState, _ field: String) -> String {
        switch field {
        case "path": "\(state.path.routes)"
        case "cart": "\(state.cart.lines.map { "\($0.product)×\($0.quantity)" })"
        case "positions": "\(state.positions)"
        case "prompt": "\(String(describing: state.prompt))"
        case "notice": "\(String(describing: state.notice))"
        case "isShowingHelp": "\(state.isShowingHelp)"
        case "searchResults": "\(state.searchResults)"
        case "orders": "\(state.orders.map(\.id))"
        case "draft": "\(state.draft)"
        default: "(a different catalog)"
        }
    }
}
