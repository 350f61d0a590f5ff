import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Review to a placed order through `reduce` only: what is refused and why, the order's prices
/// and totals, the card reduced to its last four digits, and what `orders.json` reads back.
@Suite("Order placement", .timeLimit(.minutes(10)))
struct OrderPlacementTests {
    typealias F = CheckoutFixture
    let shipping = Route.checkout(step: .shipping)
    let payment = Route.checkout(step: .payment)
    let review = Route.checkout(step: .review)

    @Test func reviewPlacesTheOrderOnlyWhenEverythingIsValid() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4242 4242 4242 4242", "06/26", "123")
        var store = Store(state)
        for action in [
            AppAction.form(.fieldEdited(.character("1"))), .form(.focusMoved(by: 1)),
            .form(.choiceChanged(by: 1)),
            .form(.choiceTyped("i")),
        ] {
            store.send(action)
        }
        // Placed, with a key minted on the spot (a Review restored without one).
        let effects = reduce(&store.state, .checkout(.placeOrderRequested))
        guard case .placeOrder(let request)? = effects.first else {
            Issue.record("no order asked for: \(effects)")
            return
        }
        #expect(request.key == "key-1" && store.state.draft.orderKey == "key-1")
        store.state.placingOrder = nil

        // The month turned while the review was open: the card expired.
        store.state.today = YearMonth(year: 2026, month: 7)
        store.send(.checkout(.placeOrderRequested)) {
            $0.notice = Notice(
                "Cannot place the order: the payment details need another look",
                tone: .warning)
        }
        store.state.today = F.today
        store.state.cart = Cart()
        store.send(.checkout(.placeOrderRequested)) {
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
        var store = Store(
            try F.state([.cart, shipping, payment, review], cart: cart, shipping: F.shipping()))
        store.send(.checkout(.placeOrderRequested)) {
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
        var store = Store(state)
        let effects = reduce(&store.state, .checkout(.placeOrderRequested))
        guard case .placeOrder(let request)? = effects.first else {
            Issue.record("no order asked for: \(effects)")
            return
        }
        #expect(store.state.placingOrder == "key-1")
        #expect(request.key == "key-1")
        #expect(request.cart == cart, "the exact cart Review showed")
        let placed = try #require(request.order(id: "A-1", placedAt: "2026-06-02T09:30:00Z"))
        store.send(.checkout(.orderPlaced(placed, cart: Cart()))) {
            $0.orders = [
                Order(
                    id: "A-1", placedAt: "2026-06-02T09:30:00Z", currency: .usd,
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
            $0.placingOrder = nil
            $0.cart = Cart()
            $0.draft.payment = PaymentForm()
            $0.draft.orderKey = nil
            $0.draft.shipping.focus = .name
            $0.path = RoutePath([.order(id: "A-1")])
            $0.positions = [nil: ListPosition(selected: 3)]
            $0.notice = Notice("Thank you! Order A-1 is placed.", tone: .success)
        }
        #expect(store.state.draft.payment.number.text.isEmpty)
        #expect(store.state.draft.payment.expiry.text.isEmpty)
        #expect(store.state.draft.payment.cvc.text.isEmpty)
        store.send(.navigation(.backRequested)) {
            $0.path = RoutePath()
            $0.notice = nil
        }
    }

    @Test func aPlacedCardOrderReadsBackFromOrdersJSONWithOnlyTheLastFourDigits() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.payment = F.card("4012 8888 8888 1881", "12/30", "123")
        F.place(&state, id: "A-1", placedAt: "2026-06-02T09:30:00Z")
        let bytes = try #require(OrdersDocument.encode(state.orders))
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
        F.place(&state, id: "A-1", placedAt: "2026-06-02T09:30:00Z")
        guard
            case .document = OrdersDocument.read(try #require(OrdersDocument.encode(state.orders)))
        else {
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
        let state = try F.state(
            [.cart, shipping, payment, review], cart: cart, shipping: F.shipping(country: country))
        let request = OrderRequest.make(
            key: "key-1", cart: cart, catalog: state.catalog,
            address: state.draft.shipping.address, payment: state.draft.payment.summary)
        #expect(request?.totals == totals)
        #expect(request?.payment == .invoice)
    }

    @Test func anOrderThatCannotBeMadeKeepsEverythingAndSaysWhy() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        let before = state
        #expect(F.place(&state, id: "A-3", placedAt: "yesterday") == nil)
        #expect(state.orders.isEmpty)
        #expect(state.cart == before.cart)
        #expect(state.path == before.path)
        #expect(state.placingOrder == nil)
        #expect(state.notice?.tone == .warning)
        #expect(state.notice?.text.contains("Nothing was ordered; your cart is kept") == true)
    }

    /// The database's answers: a cart another window changed goes back to Review (or where
    /// checkout is still valid) with today's cart; a failed write keeps everything and says so.
    @Test func refusalsSayWhyAndKeepTheCart() throws {
        var state = try F.state([.cart, shipping, payment, review], shipping: F.shipping())
        state.draft.orderKey = "key-1"
        let effects = reduce(&state, .checkout(.placeOrderRequested))
        #expect(effects.count == 1)
        // Keys do nothing while the order is placed; Ctrl-C still quits.
        #expect(KeyMap.action(for: .enter, in: state, size: Size(columns: 80, rows: 24)) == nil)
        #expect(
            KeyMap.action(for: .control("c"), in: state, size: Size(columns: 80, rows: 24))
                == .navigation(.quitRequested))
        #expect(reduce(&state, .navigation(.backRequested)) == [])
        #expect(state.screen == review)
        var refused = state
        _ = reduce(&refused, .checkout(.orderRefused(.notWritten(reason: "the disk is full"))))
        #expect(
            refused.notice?.text
                == "Your order was not placed: the disk is full. Nothing was ordered; your cart is kept."
        )
        #expect(refused.cart == state.cart)
        #expect(refused.draft.orderKey == "key-1", "the same checkout may try again")
        #expect(refused.placingOrder == nil)
        // Another host moved the shop to a new catalog: this session's prices and stock are
        // the old file's, so nothing is placed from them; the cart and the checkout stay.
        var moved = state
        #expect(reduce(&moved, .checkout(.orderRefused(.catalogMoved))) == [])
        #expect(
            moved.notice?.text
                == "Your order was not placed: the shop now sells from another catalog than the "
                + "one shown here; your cart is kept")
        #expect(moved.cart == state.cart)
        #expect(moved.screen == review)
        #expect(moved.draft.orderKey == "key-1")
        #expect(moved.placingOrder == nil)
        var changed = state
        var more = state.cart
        more.add(TestCatalog.beans, stock: 12)
        _ = reduce(&changed, .checkout(.orderRefused(.cartChanged(more))))
        #expect(changed.cart == more)
        #expect(changed.screen == review)
        #expect(changed.notice?.text == "Your cart changed in another window — review it again")
        var emptied = state
        _ = reduce(&emptied, .checkout(.orderRefused(.cartChanged(Cart()))))
        #expect(emptied.screen == .cart, "an emptied cart has nothing to review")
    }
}

/// The database's answers that ask for more than words.
@Suite("Order refusals that act", .timeLimit(.minutes(10)))
struct OrderRefusalActionTests {
    typealias F = CheckoutFixture

    @Test func aKeyUsedByAnotherOrderIsReplacedAndTheOrderAskedForAgain() throws {
        var state = try F.state(
            [
                .cart, .checkout(step: .shipping), .checkout(step: .payment),
                .checkout(step: .review),
            ],
            shipping: F.shipping())
        state.draft.orderKey = "k-old"
        _ = reduce(&state, .checkout(.placeOrderRequested))
        let effects = reduce(&state, .checkout(.orderRefused(.keyUsed)))
        guard case .placeOrder(let request)? = effects.first else {
            Issue.record("no order asked for again: \(effects)")
            return
        }
        #expect(request.key == "key-1", "a new key, minted at once")
        #expect(state.draft.orderKey == "key-1")
        #expect(state.placingOrder == "key-1")
    }

    /// A line the catalog no longer sells, or sells fewer of, is written down as it is shown:
    /// the cart on disk must be the cart Review shows, or every order would be refused.
    @Test func whatReconcilingDropsOrLowersIsWritten() throws {
        var state = try F.state([.cart])
        let incoming = Cart(lines: [
            CartLine(product: TestCatalog.beans, quantity: 1),
            CartLine(product: "p-gone", quantity: 2),
            CartLine(product: TestCatalog.kettle, quantity: 5),
        ])
        let effects = reduce(&state, .system(.userDataChanged(cart: incoming, orders: [])))
        #expect(
            effects == [
                .changeCart([.remove("p-gone"), .limit(TestCatalog.kettle, atMost: 1)])
            ])
        #expect(state.cart.quantity(of: TestCatalog.kettle) == 1)
    }
}
