import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

@Suite("SessionRestore", .timeLimit(.minutes(10)))
struct SessionRestoreTests {
    let coffee = Route.category(id: TestCatalog.coffee)
    let beans = Route.product(id: TestCatalog.beans)
    let roastery = Route.seller(id: TestCatalog.roastery)

    @Test func validPathIsRestoredWithPositions() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, beans, roastery],
            screens: [
                .init(route: nil, selected: 2, top: 0),
                .init(route: coffee, selected: 1, top: 0),
                .init(route: roastery, selected: 4, top: 2),
            ])
        let notice = SessionRestore.apply(document, to: &state)
        #expect(notice == nil)
        #expect(state.path.routes == [coffee, beans, roastery])
        #expect(
            state.positions == [
                nil: ListPosition(selected: 2), coffee: ListPosition(selected: 1),
                roastery: ListPosition(selected: 4, top: 2),
            ])
        #expect(state.position == ListPosition(selected: 4, top: 2))
    }

    @Test func selectionIsClampedToTheListAsItIsToday() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, .cart],
            screens: [
                .init(route: nil, selected: 50, top: 0),  // three categories and Your orders
                .init(route: coffee, selected: 3, top: 0),  // three products
                .init(route: .cart, selected: 4, top: 0),  // empty cart
            ])
        #expect(SessionRestore.apply(document, to: &state) == nil)
        #expect(state.positions[nil] == ListPosition(selected: 3))
        #expect(state.positions[coffee] == ListPosition(selected: 2))
        #expect(state.positions[.cart] == ListPosition(selected: 0))
    }

    @Test func searchPositionsAreClampedToTodaysResults() throws {
        var state = try TestCatalog.state()
        let search = Route.search(query: "coffee")  // two results
        let document = SessionDocument(
            path: [search, .product(id: "p-05")],
            screens: [
                .init(route: search, selected: 9, top: 0),
                .init(route: .product(id: "p-05"), selected: 1, top: 0),
            ])
        #expect(SessionRestore.apply(document, to: &state) == nil)
        #expect(
            state.catalog.shelf(matching: "coffee").all.map(\.id) == ["p-05", TestCatalog.kettle])
        #expect(state.positions[search] == ListPosition(selected: 1))
        #expect(state.positions[.product(id: "p-05")] == ListPosition(selected: 1))
    }

    @Test func positionsOfScreensNotRestoredAreIgnored() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, .product(id: "p-x"), roastery],
            screens: [
                .init(route: coffee, selected: 1, top: 0),
                .init(route: roastery, selected: 2, top: 0),
            ])
        _ = SessionRestore.apply(document, to: &state)
        #expect(state.positions == [coffee: ListPosition(selected: 1)])
    }

    @Test func removedProductTruncatesWithANotice() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, .product(id: "p-x"), roastery], screens: [])
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == [coffee])
        #expect(
            notice
                == Notice("Restored 1 of 3 screens: product p-x is no longer sold", tone: .warning))
    }

    @Test func invalidFirstRouteStartsAtHome() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(path: [.category(id: "tea"), beans], screens: [])
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.isEmpty)
        #expect(notice == Notice("Started at Home: category tea no longer exists", tone: .warning))
    }

    @Test func unknownRouteSaysANewerVersionWroteIt() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, beans], screens: [], unknownRouteIndex: 2, totalRoutes: 4)
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == [coffee, beans])
        #expect(
            notice
                == Notice(
                    "Restored 2 of 4 screens: a screen from a newer version of Aisle is not known here",
                    tone: .warning))
    }

    @Test func invalidRouteBeforeTheUnknownOneIsTheReasonGiven() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(
            path: [coffee, .seller(id: "s-gone")], screens: [], unknownRouteIndex: 2, totalRoutes: 3
        )
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == [coffee])
        #expect(
            notice
                == Notice(
                    "Restored 1 of 3 screens: seller s-gone no longer sells here", tone: .warning))
    }

    @Test func checkoutWithAnEmptyCartIsNotRestored() throws {
        var state = try TestCatalog.state()
        let document = SessionDocument(path: [.cart, .checkout(step: .shipping)], screens: [])
        let notice = SessionRestore.apply(document, to: &state)
        #expect(state.path.routes == [.cart])
        #expect(notice == Notice("Restored 1 of 2 screens: the cart is empty", tone: .warning))
    }

    @Test func emptySessionRestoresHomeSilently() throws {
        var state = try TestCatalog.state()
        #expect(SessionRestore.apply(SessionDocument(path: [], screens: []), to: &state) == nil)
        #expect(state.path.isEmpty)
        #expect(state.positions.isEmpty)
    }

    @Test func documentForAStateListsHomeThenThePath() throws {
        var state = try TestCatalog.state([coffee, beans, .cart])
        state.positions[.cart] = ListPosition(selected: 0, top: 0)
        state.positions[nil] = ListPosition(selected: 2, top: 1)
        state.positions[coffee] = ListPosition(selected: 1, top: 0)
        var document = SessionRestore.document(for: state)
        #expect(document.history == VisitHistory([coffee, beans, .cart]))
        document.history = nil
        // The product on the path is saved with the price and stock it shows.
        #expect(document.seen?.entries.map(\.id) == [TestCatalog.beans])
        #expect(document.seen?[TestCatalog.beans] == ProductFingerprint(price: 1850, stock: 12))
        document.seen = nil
        #expect(
            document
                == SessionDocument(
                    path: [coffee, beans, .cart],
                    screens: [
                        .init(route: nil, selected: 2, top: 1),
                        .init(route: coffee, selected: 1, top: 0),
                        .init(route: .cart, selected: 0, top: 0),
                    ]))
        #expect(document.unknownRouteIndex == nil)
        #expect(document.totalRoutes == 3)
    }

    @Test func savedSessionNeverHoldsCardDetails() throws {
        var state = try TestCatalog.state(
            [.cart], cart: Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1)]))
        state.draft.shipping.name.text = "Ada Lovelace"
        state.draft.payment.method = .card
        state.draft.payment.number.text = "4111 1111 1111 1111"
        state.draft.payment.expiry.text = "09/31"
        state.draft.payment.cvc.text = "987"
        let text = String(
            decoding: try #require(SessionRestore.document(for: state).encoded()), as: UTF8.self)
        #expect(text.contains("Ada Lovelace"), "the rest of the draft is saved")
        #expect(text.contains(#""card""#), "the chosen method is saved")
        for secret in ["1111", "4111", "09/31", "0931", "987"] {
            #expect(!text.contains(secret), "\(secret) must never reach the file")
        }
    }

    /// A state in checkout with a complete US address and a complete card.
    static func checkoutState(at step: CheckoutStep) throws -> AppState {
        let steps = CheckoutStep.allCases.prefix { $0 != step } + [step]
        var state = try TestCatalog.state(
            [.cart] + steps.map { .checkout(step: $0) },
            cart: Cart(lines: [CartLine(product: TestCatalog.beans, quantity: 1)]))
        state.today = YearMonth(year: 2026, month: 11)
        state.draft.shipping.name.text = "Ada Lovelace"
        state.draft.shipping.email.text = "ada@example.org"
        state.draft.shipping.street.text = "1 Main St"
        state.draft.shipping.city.text = "Springfield"
        state.draft.shipping.postalCode.text = "12345"
        state.draft.shipping.countryCode = "US"
        state.draft.payment.method = .card
        state.draft.payment.number.text = "4111 1111 1111 1111"
        state.draft.payment.expiry.text = "09/31"
        state.draft.payment.cvc.text = "987"
        return state
    }

    static func restored(_ state: AppState) throws -> (AppState, Notice?) {
        guard
            case .document(let document) = SessionDocument.read(
                try #require(SessionRestore.document(for: state).encoded()))
        else {
            Issue.record("the saved session did not read back")
            return (state, nil)
        }
        var fresh = try TestCatalog.state(cart: state.cart)
        fresh.today = state.today
        let notice = SessionRestore.apply(document, to: &fresh)
        return (fresh, notice)
    }

    @Test func checkoutStateIsComplete() throws {
        let state = try Self.checkoutState(at: .review)
        #expect(state.routeValidator.validPrefix(of: state.path.routes).problem == nil)
    }

    @Test func paymentStepComesBackWithoutTheCardAndSaysSo() throws {
        let (state, notice) = try Self.restored(try Self.checkoutState(at: .payment))
        #expect(
            state.path.routes == [.cart, .checkout(step: .shipping), .checkout(step: .payment)])
        #expect(notice == Notice("Card details are never saved: please enter them again"))
        #expect(state.draft.shipping.name.text == "Ada Lovelace")
        #expect(state.draft.payment.method == .card)
        #expect(!state.draft.payment.hasCardDetails)
        #expect(state.draft.payment.focus == .number)
    }

    @Test func reviewStepFallsBackToPaymentWhenTheCardIsGone() throws {
        let (state, notice) = try Self.restored(try Self.checkoutState(at: .review))
        #expect(
            state.path.routes == [.cart, .checkout(step: .shipping), .checkout(step: .payment)])
        #expect(
            notice
                == Notice(
                    "Restored 3 of 4 screens: card details are never saved, so enter them again",
                    tone: .warning))
    }

    @Test func invoiceCheckoutComesBackWhole() throws {
        var state = try Self.checkoutState(at: .review)
        state.draft.payment = PaymentForm()
        let (restored, notice) = try Self.restored(state)
        #expect(notice == nil)
        #expect(restored.path == state.path)
        #expect(restored.draft == state.draft.saved)
    }

    @Test func saveThenRestoreGivesTheSameNavigation() throws {
        var state = try TestCatalog.state([coffee, beans, roastery])
        state.positions[nil] = ListPosition(selected: 1)
        state.positions[coffee] = ListPosition(selected: 2)
        state.positions[roastery] = ListPosition(selected: 3, top: 1)
        let bytes = try #require(SessionRestore.document(for: state).encoded())
        guard case .document(let document) = SessionDocument.read(bytes) else {
            Issue.record("the saved session did not read back")
            return
        }
        var restored = try TestCatalog.state()
        #expect(SessionRestore.apply(document, to: &restored) == nil)
        #expect(restored.path == state.path)
        #expect(restored.positions == state.positions)
        #expect(restored == state)
    }
}
