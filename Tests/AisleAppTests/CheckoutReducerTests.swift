import AisleApp
import Navigation
import Storefront
import TerminalUI
import Testing

/// Checkout from the cart to a placed order, through `reduce` only, each action with the exact
/// change it makes to the whole state (see `CheckoutStore`).
@Suite("Checkout reducer")
struct CheckoutReducerTests {
    typealias F = CheckoutFixture
    let shipping = Route.checkout(step: .shipping)
    let payment = Route.checkout(step: .payment)
    let review = Route.checkout(step: .review)

    @Test func checkoutFromAnEmptyCartSaysSoAndStays() throws {
        var store = CheckoutStore(try F.state(cart: Cart()))
        store.send(.checkoutRequested) {
            $0.notice = Notice("The cart is empty: add something first", tone: .warning)
        }
    }

    @Test func checkoutFromTheCartOpensShippingKeepingTheCartRow() throws {
        var state = try F.state()
        state.positions[.cart] = ListPosition(selected: 1)
        var store = CheckoutStore(state)
        store.send(.checkoutRequested) { $0.path = RoutePath([.cart, shipping]) }
    }

    @Test func typingGoesIntoTheFocusedFieldAndTabMovesOn() throws {
        var store = CheckoutStore(try F.state([.cart, shipping]))
        // Shortcut letters elsewhere (q, c, /, a, y, :) are text in a field.
        store.type("q c/a:y") {
            $0.draft.shipping.name = F.typed("q c/a:y", as: $0.draft.shipping.name)
        }
        store.send(.fieldEdited(.control("u"))) {
            $0.draft.shipping.name = F.typed("", as: $0.draft.shipping.name)
        }
        store.type("Grace Hopper") {
            $0.draft.shipping.name = F.typed("Grace Hopper", as: $0.draft.shipping.name)
        }
        store.send(.focusMoved(by: 1)) { $0.draft.shipping.focus = .email }
        store.type("grace@example.org") {
            $0.draft.shipping.email = F.typed("grace@example.org", as: $0.draft.shipping.email)
        }
        store.send(.fieldEdited(.home)) { $0.draft.shipping.email.cursor = 0 }
        store.send(.fieldEdited(.character("x"))) {
            $0.draft.shipping.email = TextField(
                text: "xgrace@example.org", cursor: 1, maxLength: 80)
        }
        store.send(.focusMoved(by: 1)) { $0.draft.shipping.focus = .street }
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
        var store = CheckoutStore(state)
        store.send(.focusMoved(by: delta)) { $0.draft.shipping.focus = end }
    }

    @Test func enterMovesFieldByFieldThenSubmitsAndMarksEveryEmptyField() throws {
        var store = CheckoutStore(try F.state([.cart, shipping]))
        for next in ShippingField.allCases.dropFirst() {
            store.send(.formSubmitted) { $0.draft.shipping.focus = next }
        }
        store.send(.formSubmitted) {
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
        var store = CheckoutStore(state)
        store.send(.formSubmitted) {
            $0.draft.shipping.problems = [
                .email: .invalidEmail, .street: .required,
                .postalCode: .invalidPostalCode(example: "10115"),
            ]
            $0.draft.shipping.focus = .email
            $0.notice = Notice("Email: not an email address", tone: .warning)
        }
        store.send(.fieldEdited(.character("x"))) {
            $0.draft.shipping.email = F.typed("grace@x", as: $0.draft.shipping.email)
            $0.draft.shipping.problems[.email] = nil
            $0.notice = nil
        }
        store.send(.focusMoved(by: 1)) { $0.draft.shipping.focus = .street }
        // Moving the cursor is not an edit: the problem stays until the text changes.
        store.send(.fieldEdited(.left)) { $0.draft.shipping.street.cursor = 1 }
        store.send(.fieldEdited(.backspace)) {
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
        var store = CheckoutStore(state)
        store.send(.formSubmitted) {
            $0.draft.shipping.problems = [.country: .required]
            $0.notice = Notice("Country: required", tone: .warning)
        }
        store.send(.choiceTyped("g")) {
            $0.draft.shipping.countryCode = "DE"
            $0.draft.shipping.problems = [:]
            $0.notice = nil
        }
    }

    @Test(arguments: [
        (String?.none, AppAction.choiceChanged(by: 1), String?.some("AU")),
        (nil, .choiceChanged(by: -1), "US"),
        ("US", .choiceChanged(by: 1), "AU"),
        ("AU", .choiceChanged(by: -1), "US"),
        ("DE", .choiceChanged(by: 2), "JP"),
        ("DE", .choiceChanged(by: 13), "IT"),
        (nil, .choiceTyped("u"), "GB"),
        ("GB", .choiceTyped("u"), "US"),
        ("US", .choiceTyped("u"), "GB"),
        ("US", .choiceTyped("U"), "GB"),
        (nil, .choiceTyped("s"), "ES"),
        ("ES", .choiceTyped("s"), "SE"),
        ("SE", .choiceTyped("s"), "CH"),
        ("CH", .choiceTyped("s"), "ES"),
        ("DE", .choiceTyped("x"), "DE"),
        (nil, .choiceTyped("x"), nil),
    ])
    func countryChoice(from start: String?, action: AppAction, to end: String?) throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping.countryCode = start
        state.draft.shipping.focus = .country
        var store = CheckoutStore(state)
        store.send(action) { $0.draft.shipping.countryCode = end }
    }

    @Test(arguments: [
        AppAction.choiceChanged(by: 1), .choiceTyped("u"), .fieldEdited(.character("u")),
    ])
    func choicesOnlyChangeTheCountryWhenItHasFocus(action: AppAction) throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping.focus = action == .fieldEdited(.character("u")) ? .country : .city
        var store = CheckoutStore(state)
        store.send(action)
    }

    @Test func validAddressGoesToPaymentAndForgetsOldProblems() throws {
        var state = try F.state([.cart, shipping])
        state.draft.shipping = F.shipping()
        state.draft.shipping.focus = .city
        state.draft.shipping.problems = [.email: .invalidEmail]
        var store = CheckoutStore(state)
        store.send(.formSubmitted) { $0.draft.shipping.focus = .postalCode }
        store.send(.formSubmitted) { $0.draft.shipping.focus = .country }
        store.send(.formSubmitted) {
            $0.draft.shipping.problems = [:]
            $0.path = RoutePath([.cart, shipping, payment])
        }
    }

    @Test func paymentMethodToggleAndTypeAhead() throws {
        var store = CheckoutStore(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        store.send(.choiceChanged(by: 1)) { $0.draft.payment.method = .card }
        store.send(.choiceChanged(by: 1)) { $0.draft.payment.method = .invoice }
        store.send(.choiceChanged(by: -1)) { $0.draft.payment.method = .card }
        store.send(.choiceTyped("i")) { $0.draft.payment.method = .invoice }
        store.send(.choiceTyped("C")) { $0.draft.payment.method = .card }
        store.send(.choiceTyped("z"))
    }

    @Test func focusOrderFollowsTheMethod() throws {
        var form = PaymentForm()
        #expect(form.focusOrder == [.method])
        form.method = .card
        #expect(form.focusOrder == [.method, .number, .expiry, .cvc])

        var store = CheckoutStore(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        store.send(.focusMoved(by: 1))
        store.send(.focusMoved(by: -1))
        store.send(.choiceChanged(by: 1)) { $0.draft.payment.method = .card }
        for next in [PaymentForm.Focus.number, .expiry, .cvc, .method] {
            store.send(.focusMoved(by: 1)) { $0.draft.payment.focus = next }
        }
        store.send(.focusMoved(by: -1)) { $0.draft.payment.focus = .cvc }
        store.send(.focusMoved(by: -2)) { $0.draft.payment.focus = .number }
    }

    @Test func invoiceGoesStraightToReview() throws {
        var store = CheckoutStore(try F.state([.cart, shipping, payment], shipping: F.shipping()))
        store.send(.formSubmitted) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test(arguments: [
        (
            "4242 4242 4242 4241", "12/30", "123",
            [CardValidation.Field.number: FieldProblem.invalidCardNumber],
            PaymentForm.Focus.number, "Card number: check the number"
        ),
        ("4242 4242 4242 4242", "05/26", "123", [.expiry: .expired], .expiry, "Expiry: expired"),
        (
            "3782 822463 10005", "12/30", "123", [.cvc: .invalidCVC(length: 4)], .cvc,
            "CVC: 4 digits"
        ),
        (
            "", "", "", [.number: .required, .expiry: .required, .cvc: .required], .number,
            "Card number: required"
        ),
        (
            "4242 4242 4242 4242", "13/30", "12",
            [.expiry: .invalidExpiry, .cvc: .invalidCVC(length: 3)], .expiry,
            "Expiry: MM/YY"
        ),
    ])
    func cardProblemsStayOnPaymentWithFocusOnTheFirst(
        number: String, expiry: String, cvc: String, problems: [CardValidation.Field: FieldProblem],
        focus: PaymentForm.Focus, notice: String
    ) throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card(number, expiry, cvc)
        var store = CheckoutStore(state)
        store.send(.formSubmitted) {
            $0.draft.payment.problems = problems
            $0.draft.payment.focus = focus
            $0.notice = Notice(notice, tone: .warning)
        }
    }

    @Test(arguments: [
        ("4242 4242 4242 4242", "06/26", "123"), ("3782 822463 10005", "12/30", "1234"),
    ])
    func validCardGoesToReview(number: String, expiry: String, cvc: String) throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card(number, expiry, cvc)
        var store = CheckoutStore(state)
        store.send(.formSubmitted) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test func enterWalksTheCardFieldsBeforeSubmitting() throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        state.draft.payment.focus = .method
        var store = CheckoutStore(state)
        for next in [PaymentForm.Focus.number, .expiry, .cvc] {
            store.send(.formSubmitted) { $0.draft.payment.focus = next }
        }
        store.send(.formSubmitted) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test func switchingMethodByLetterForgetsCardProblemsAsTheArrowsDo() throws {
        var state = try F.state([.cart, shipping, payment], shipping: F.shipping())
        state.draft.payment = F.card("", "", "")
        state.draft.payment.problems = [.number: .required]
        state.draft.payment.focus = .method
        var arrows = state
        _ = reduce(&arrows, .choiceChanged(by: 1))
        #expect(arrows.draft.payment.problems.isEmpty)
        _ = reduce(&state, .choiceTyped("i"))
        #expect(state.draft.payment.problems.isEmpty)
    }

    @Test func reviewPlacesTheOrderOnlyWhenEverythingIsValid() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "06/26", "123")
        var store = CheckoutStore(state)
        for action in [
            AppAction.fieldEdited(.character("1")), .focusMoved(by: 1), .choiceChanged(by: 1),
            .choiceTyped("i"),
        ] {
            store.send(action)
        }
        store.send(.formSubmitted, [.placeOrder])

        // The month turned while the review was open: the card expired.
        store.state.today = YearMonth(year: 2026, month: 7)
        store.send(.formSubmitted) {
            $0.notice = Notice(
                "Cannot place the order: the payment details need another look",
                tone: .warning)
        }
        store.state.today = F.today
        store.state.cart = Cart()
        store.send(.formSubmitted) {
            $0.notice = Notice("Cannot place the order: the cart is empty", tone: .warning)
        }
    }

    @Test(arguments: [
        (CartLine(product: TestCatalog.decaf, quantity: 1), "Decaf Espresso"),
        (CartLine(product: TestCatalog.kettle, quantity: 2), "Gooseneck Kettle"),
        (CartLine(product: "p-gone", quantity: 1), "p-gone"),
    ])
    func reviewRefusesLinesTheCatalogCannotSupply(line: CartLine, name: String) throws {
        let cart = Cart(lines: F.cart.lines + [line])
        var store = CheckoutStore(
            try F.state([.cart, shipping, payment, review], cart: cart, shipping: F.shipping()))
        store.send(.formSubmitted) {
            $0.notice = Notice("Not enough \(name) in stock: change the cart first", tone: .warning)
        }
    }

    @Test func placedOrderKeepsCatalogPricesEmptiesTheCartAndForgetsTheCard() throws {
        var cart = F.cart
        // A second mug, remembered at 10.00: the order takes today's catalog price.
        cart.add("p-10", stock: 10, price: 1000)
        var state = try F.state(
            [.cart, shipping, payment, review], cart: cart, shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        state.positions = [nil: ListPosition(selected: 3), .cart: ListPosition(selected: 1)]
        var store = CheckoutStore(state)
        store.send(.orderPlaced(id: "A-1", placedAt: "2026-06-02T09:30:00Z")) {
            $0.orders = [
                Order(
                    id: "A-1", placedAt: "2026-06-02T09:30:00Z", currency: "USD",
                    lines: [
                        OrderLine(
                            product: TestCatalog.beans, name: "House Blend Beans", unitPrice: 1850,
                            quantity: 2),
                        OrderLine(
                            product: "p-10", name: "Ceramic Mug", unitPrice: 1200, quantity: 2),
                    ],
                    // 6100 is below Germany's 100.00: 14.99 shipping; 19 % of 75.99 is 14.4381.
                    totals: Totals(subtotal: 6100, shipping: 1499, tax: 1444, total: 9043),
                    address: ShippingAddress(
                        name: "Grace Hopper", email: "grace@example.org", street: "Hauptstraße 5",
                        city: "Köln", postalCode: "50667", countryCode: "DE"),
                    payment: .card(brand: .visa, lastFour: "4242"))
            ]
            $0.cart = Cart()
            $0.draft.payment = PaymentForm()
            $0.draft.shipping.focus = .name
            $0.path = RoutePath([.order(id: "A-1")])
            $0.positions = [nil: ListPosition(selected: 3)]
            $0.notice = Notice("Thank you! Order A-1 is placed.", tone: .success)
        }
        #expect(store.state.draft.payment.number.text.isEmpty)
        #expect(store.state.draft.payment.expiry.text.isEmpty)
        #expect(store.state.draft.payment.cvc.text.isEmpty)
        store.send(.backRequested) {
            $0.path = RoutePath()
            $0.notice = nil
        }
    }

    @Test func aPlacedCardOrderReadsBackFromOrdersJSONWithOnlyTheLastFourDigits() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4012 8888 8888 1881", "12/30", "123")
        _ = reduce(&state, .orderPlaced(id: "A-1", placedAt: "2026-06-02T09:30:00Z"))
        let bytes = OrdersDocument.encode(state.orders)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""lastFour" : "1881""#))
        for secret in ["4012888888881881", "4012 8888", "8888 8888", "12/30", #""123""#] {
            #expect(!text.contains(secret), "\(secret) in orders.json")
        }
        guard case .document(let orders) = OrdersDocument.read(bytes) else {
            Issue.record("orders.json did not read back")
            return
        }
        #expect(orders == state.orders)
        #expect(orders.first?.payment == .card(brand: .visa, lastFour: "1881"))
    }

    @Test func anOrderIDAlreadyTakenNeverMakesOrdersJSONUnreadable() throws {
        var state = try F.state(
            [.cart, shipping, payment, review], orders: [F.order("A-1")], shipping: F.shipping())
        _ = reduce(&state, .orderPlaced(id: "A-1", placedAt: "2026-06-02T09:30:00Z"))
        guard case .document = OrdersDocument.read(OrdersDocument.encode(state.orders)) else {
            Issue.record("orders.json with \(state.orders.map(\.id)) does not read back")
            return
        }
    }

    @Test(
        arguments: [
            // 49.00 to the US: 5.99 shipping, 7.25 % of 54.99 is 3.986775.
            (F.cart, "US", Totals(subtotal: 4900, shipping: 599, tax: 399, total: 5898)),
            // 61.00 reaches the US threshold of 50.00: shipping is free; 7.25 % of 61.00 is 4.4225.
            (
                Cart(lines: [
                    CartLine(product: TestCatalog.beans, quantity: 2),
                    CartLine(product: "p-10", quantity: 2),
                ]), "US",
                Totals(subtotal: 6100, shipping: 0, tax: 442, total: 6542)
            ),
            // Switzerland: 19.99 shipping, 8.1 % of 68.99 is 5.58819.
            (F.cart, "CH", Totals(subtotal: 4900, shipping: 1999, tax: 559, total: 7458)),
        ] as [(Cart, String, Totals)])
    func placedOrderTotalsFollowTheCountry(cart: Cart, country: String, totals: Totals) throws {
        var state = try F.state(
            [.cart, shipping, payment, review], cart: cart, shipping: F.shipping(country: country))
        _ = reduce(&state, .orderPlaced(id: "A-2", placedAt: "2026-06-02T09:30:00Z"))
        #expect(state.orders.map(\.totals) == [totals])
        #expect(state.orders.first?.payment == .invoice)
    }

    @Test func anOrderThatCannotBeMadeKeepsEverythingAndSaysWhy() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        let before = state
        #expect(reduce(&state, .orderPlaced(id: "A-3", placedAt: "yesterday")) == [])
        #expect(state.orders.isEmpty)
        #expect(state.cart == before.cart)
        #expect(state.path == before.path)
        #expect(state.notice?.tone == .warning)
        #expect(
            state.notice?.text.contains("the cart is empty") == false, "the cart is not empty")
        state = before
        state.cart = Cart()
        var store = CheckoutStore(state)
        store.send(.orderPlaced(id: "A-3", placedAt: "2026-06-02T09:30:00Z")) {
            $0.notice = Notice("The order could not be placed: the cart is empty", tone: .warning)
        }
    }

    @Test func backFromEachStepReturnsToThePreviousWithEverythingKept() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "12/30", "123")
        var store = CheckoutStore(state)
        store.send(.backRequested) { $0.path = RoutePath([.cart, shipping, payment]) }
        store.send(.backRequested) { $0.path = RoutePath([.cart, shipping]) }
        store.send(.backRequested) { $0.path = RoutePath([.cart]) }
        store.send(.checkoutRequested) { $0.path = RoutePath([.cart, shipping]) }
        store.send(.formSubmitted) { $0.path = RoutePath([.cart, shipping, payment]) }
        store.send(.formSubmitted) { $0.path = RoutePath([.cart, shipping, payment, review]) }
    }

    @Test func ordersRequestedPushesOrdersOrPopsBackToThem() throws {
        var store = CheckoutStore(try F.state([.category(id: TestCatalog.coffee)]))
        store.send(.ordersRequested) {
            $0.path = RoutePath([.category(id: TestCatalog.coffee), .orders])
        }
        var state = try F.state([.orders, .order(id: "o-1")], orders: [F.order("o-1")])
        state.positions[.order(id: "o-1")] = ListPosition(selected: 1)
        store = CheckoutStore(state)
        store.send(.ordersRequested) {
            $0.path = RoutePath([.orders])
            $0.positions = [:]
        }
    }

    @Test func orderRowsOpenNewestFirstAndAnOrdersLinesOpenProducts() throws {
        let orders = [
            F.order("o-1", [("p-05", 1)]), F.order("o-2", [(TestCatalog.beans, 2), ("p-10", 1)]),
        ]
        var store = CheckoutStore(try F.state([.orders], orders: orders))
        store.send(.selectionOpened) { $0.path = RoutePath([.orders, .order(id: "o-2")]) }
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.positions[.order(id: "o-2")] = ListPosition(selected: 1)
        }
        store.send(.selectionOpened) {
            $0.path = RoutePath([.orders, .order(id: "o-2"), .product(id: "p-10")])
        }
        store.send(.breadcrumbChosen(depth: 1)) {
            $0.path = RoutePath([.orders])
            $0.positions = [:]
        }
        store.send(.selectionMoved(.down, visibleRows: 10)) {
            $0.positions[.orders] = ListPosition(selected: 1)
        }
        store.send(.selectionOpened) { $0.path = RoutePath([.orders, .order(id: "o-1")]) }
        store.send(.selectionOpened) {
            $0.path = RoutePath([.orders, .order(id: "o-1"), .product(id: "p-05")])
        }
    }
}

/// A cart, a month and addresses for walking through checkout over `TestCatalog`.
enum CheckoutFixture {
    /// June 2026: "05/26" has expired, "06/26" has not.
    static let today = YearMonth(year: 2026, month: 6)
    /// Two House Blend Beans (18.50) and a Ceramic Mug (12.00): 49.00.
    static let cart = Cart(lines: [
        CartLine(product: TestCatalog.beans, quantity: 2, priceWhenAdded: 1850),
        CartLine(product: "p-10", quantity: 1, priceWhenAdded: 1200),
    ])

    static func state(
        _ routes: [Route] = [.cart], cart: Cart = cart, orders: [Order] = [],
        shipping: ShippingForm? = nil
    ) throws -> AppState {
        var state = AppState(
            catalog: try TestCatalog.catalog(), cart: cart, path: RoutePath(routes), orders: orders,
            today: today)
        if let shipping { state.draft.shipping = shipping }
        return state
    }

    /// `field` holding `text` as typing leaves it: the cursor at the end.
    static func typed(_ text: String, as field: TextField) -> TextField {
        TextField(text: text, maxLength: field.maxLength)
    }

    /// A shipping form as typed in order (so the focus is on the country); complete by default.
    static func shipping(
        name: String = "Grace Hopper", email: String = "grace@example.org",
        street: String = "Hauptstraße 5",
        city: String = "Köln", postalCode: String = "50667", country: String? = "DE"
    ) -> ShippingForm {
        var form = ShippingForm()
        form.name = typed(name, as: form.name)
        form.email = typed(email, as: form.email)
        form.street = typed(street, as: form.street)
        form.city = typed(city, as: form.city)
        form.postalCode = typed(postalCode, as: form.postalCode)
        form.countryCode = country
        form.focus = .country
        return form
    }

    /// A card form as typed, focus on the CVC.
    static func card(_ number: String, _ expiry: String, _ cvc: String) -> PaymentForm {
        var form = PaymentForm()
        form.method = .card
        form.number = typed(number, as: form.number)
        form.expiry = typed(expiry, as: form.expiry)
        form.cvc = typed(cvc, as: form.cvc)
        form.focus = .cvc
        return form
    }

    /// A placed order of `lines` (product, quantity) at catalog prices, paid by invoice.
    static func order(_ id: OrderID, _ lines: [(ProductID, Int)] = [(TestCatalog.beans, 1)])
        -> Order
    {
        let orderLines = lines.map { product, quantity in
            let known = TestCatalog.products.first { $0.id == product }
            return OrderLine(
                product: product, name: known?.name ?? product.rawValue,
                unitPrice: known?.price ?? 100,
                quantity: quantity)
        }
        let subtotal = orderLines.reduce(0) { $0 + $1.total }
        return Order(
            id: id, placedAt: "2026-05-01T08:00:00Z", currency: "USD", lines: orderLines,
            totals: Totals(subtotal: subtotal, shipping: 0, tax: 0, total: subtotal),
            address: ShippingAddress(
                name: "Ada", email: "ada@example.org", street: "1 Main St", city: "Springfield",
                postalCode: "12345", countryCode: "US"),
            payment: .invoice)
    }
}

/// In the style of TCA's TestStore (and `ReducerTests`' `Store`, which is private to its file):
/// every action is sent with the exact change it must make to the whole state, drafts and
/// orders included, and the exact effects it must return.
struct CheckoutStore {
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
        check(expected, after: "\(action)", sourceLocation: sourceLocation)
    }

    /// Types `text` key by key into the focused field, then checks the state once.
    mutating func type(
        _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void
    ) {
        var expected = state
        change(&expected)
        for character in text {
            let returned = reduce(&state, .fieldEdited(.character(character)))
            #expect(returned.isEmpty, "typing \(character)", sourceLocation: sourceLocation)
        }
        check(expected, after: "typing \(text)", sourceLocation: sourceLocation)
    }

    /// Compares field by field, so a failure names the field instead of printing the catalog.
    private func check(_ expected: AppState, after action: String, sourceLocation: SourceLocation) {
        let fields: [(String, Bool, (AppState) -> Any)] = [
            ("path", state.path == expected.path, { $0.path.routes }),
            ("cart", state.cart == expected.cart, { $0.cart.lines }),
            ("orders", state.orders == expected.orders, { $0.orders }),
            (
                "draft.shipping", state.draft.shipping == expected.draft.shipping,
                { $0.draft.shipping }
            ),
            ("draft.payment", state.draft.payment == expected.draft.payment, { $0.draft.payment }),
            ("positions", state.positions == expected.positions, { $0.positions }),
            ("prompt", state.prompt == expected.prompt, { $0.prompt as Any }),
            ("notice", state.notice == expected.notice, { $0.notice as Any }),
            ("isShowingHelp", state.isShowingHelp == expected.isShowingHelp, { $0.isShowingHelp }),
            ("searchResults", state.searchResults == expected.searchResults, { $0.searchResults }),
            ("today", state.today == expected.today, { $0.today }),
            ("catalog", state.catalog == expected.catalog, { _ in "(a different catalog)" }),
        ]
        for (name, same, describe) in fields where !same {
            Issue.record(
                "\(name) after \(action): expected \(describe(expected)), got \(describe(state))",
                sourceLocation: sourceLocation)
        }
        if fields.allSatisfy(\.1) {
            #expect(
                state == expected, "a field not listed above differs",
                sourceLocation: sourceLocation)
        }
    }
}
