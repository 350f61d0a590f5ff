import Navigation
import Storefront
import Testing

@testable import AisleApp

/// A restored product screen whose price or stock changed since the session was saved says so
/// once: the screen on top at launch, those below when they come back into view.
@Suite("Restored screens tell what changed", .timeLimit(.minutes(10)))
struct RestoredChangesTests {
    static let beans = TestCatalog.beans
    static let kettle = TestCatalog.kettle
    static let path: [Route] = [
        .category(id: TestCatalog.coffee), .product(id: beans), .seller(id: TestCatalog.roastery),
        .product(id: kettle),
    ]

    /// The session saved over the fixture catalog, then restored over `products`.
    static func relaunch(_ path: [Route] = path, over products: [Product]) throws -> AppState {
        let saved = SessionRestore.document(for: try TestCatalog.state(path))
        var state = AppState(catalog: try TestCatalog.catalog(products: products))
        #expect(SessionRestore.apply(saved, to: &state) == nil)
        _ = reduce(&state, .system(.launched(notices: [])))
        return state
    }

    static func changing(_ id: ProductID, price: Int? = nil, stock: Int? = nil) -> [Product] {
        TestCatalog.products.map { product in
            guard product.id == id else { return product }
            var changed = product
            changed.price = price ?? product.price
            changed.stock = stock ?? product.stock
            return changed
        }
    }

    @Test(
        arguments: [
            (nil, 0, Notice("Now out of stock (1 at your last visit)", tone: .warning)),
            (nil, 7, Notice("Stock changed since your last visit: 1 → 7")),
            (4500, nil, Notice("Price changed since your last visit: $49.99 → $45.00")),
            (
                4500, 0,
                Notice(
                    "Price changed since your last visit: $49.99 → $45.00, and now out of stock",
                    tone: .warning)
            ),
            (
                5000, 1_500,
                Notice("Price changed since your last visit: $49.99 → $50.00, and stock 1 → 1,500")
            ),
        ] as [(Int?, Int?, Notice)])
    func theScreenOnTopSaysWhatChangedAtLaunch(price: Int?, stock: Int?, notice: Notice) throws {
        var state = try Self.relaunch(over: Self.changing(Self.kettle, price: price, stock: stock))
        #expect(state.path.routes == Self.path)
        #expect(state.notice == notice)
        #expect(state.messages.last == notice, "kept in the message log")
        // Once: the next key clears it and nothing says it again.
        _ = reduce(&state, .list(.moved(.down)))
        #expect(state.notice == nil)
        #expect(
            SessionRestore.document(for: state).seen?[Self.kettle]
                == ProductFingerprint(
                    price: price ?? 4999, stock: stock ?? 1))
    }

    @Test func backInStockSaysHowMany() throws {
        let products = Self.changing(TestCatalog.decaf, stock: 12)
        let state = try Self.relaunch(
            [.category(id: TestCatalog.coffee), .product(id: TestCatalog.decaf)], over: products)
        #expect(state.notice == Notice("Back in stock since your last visit: 12 available"))
    }

    @Test func nothingChangedSaysNothing() throws {
        let state = try Self.relaunch(over: TestCatalog.products)
        #expect(state.notice == nil)
        #expect(state.untoldChanges.isEmpty)
    }

    /// A product below the top says so when Back brings it into view, once; until then the
    /// file keeps what it showed at the last visit, so quitting first loses nothing.
    @Test func aScreenBelowTheTopSaysSoWhenItComesBack() throws {
        var state = try Self.relaunch(over: Self.changing(Self.beans, price: 1700))
        #expect(state.notice == nil, "the kettle on top did not change")
        #expect(
            SessionRestore.document(for: state).seen?[Self.beans]
                == ProductFingerprint(price: 1850, stock: 12))
        _ = reduce(&state, .navigation(.backRequested))
        #expect(state.notice == nil, "the seller between them")
        _ = reduce(&state, .navigation(.backRequested))
        #expect(state.notice == Notice("Price changed since your last visit: $18.50 → $17.00"))
        #expect(
            SessionRestore.document(for: state).seen?[Self.beans]
                == ProductFingerprint(price: 1700, stock: 12))
        _ = reduce(&state, .navigation(.historyWalked(by: 1)))
        _ = reduce(&state, .navigation(.historyWalked(by: -1)))
        #expect(state.screen == .product(id: Self.beans))
        #expect(state.notice == nil, "said once")
    }

    /// A breadcrumb past the product takes it off the path: it is never told, and the next
    /// save holds today's fingerprint for nothing (the product is not on the path).
    @Test func aProductThatLeavesThePathUnseenIsForgotten() throws {
        var state = try Self.relaunch(over: Self.changing(Self.beans, price: 1700))
        _ = reduce(&state, .navigation(.breadcrumbChosen(depth: 1)))
        #expect(state.untoldChanges.isEmpty)
        #expect(state.notice == nil)
        _ = reduce(&state, .list(.opened))
        #expect(state.screen == .product(id: Self.beans))
        #expect(state.notice == nil)
    }

    /// A launch notice (a restore problem, a damaged file) comes first, the change after it.
    @Test func theChangeFollowsTheLaunchNotices() throws {
        let saved = SessionRestore.document(for: try TestCatalog.state(Self.path))
        var state = AppState(
            catalog: try TestCatalog.catalog(products: Self.changing(Self.kettle, price: 4000)))
        _ = SessionRestore.apply(saved, to: &state)
        _ = reduce(&state, .system(.launched(notices: ["Cart file was damaged"])))
        #expect(
            state.notice
                == Notice(
                    "Cart file was damaged · Price changed since your last visit: $49.99 → $40.00",
                    tone: .warning))
    }

    /// Prices saved in another currency are not compared: every one would have changed.
    @Test func anotherCurrencyIsNotCompared() throws {
        var saved = SessionRestore.document(for: try TestCatalog.state(Self.path))
        var seen = SeenProducts(currency: Currency(code: "EUR"))
        seen.add(ProductFingerprint(price: 1, stock: 1), for: Self.kettle)
        saved.seen = seen
        var state = try TestCatalog.state()
        _ = SessionRestore.apply(saved, to: &state)
        _ = reduce(&state, .system(.launched(notices: [])))
        #expect(state.notice == nil)
    }

    /// A session saved before fingerprints restores silently and saves them from then on.
    @Test func anOlderSessionRestoresWithoutNotices() throws {
        var saved = SessionRestore.document(for: try TestCatalog.state(Self.path))
        saved.seen = nil
        var state = AppState(
            catalog: try TestCatalog.catalog(products: Self.changing(Self.kettle, price: 1)))
        #expect(SessionRestore.apply(saved, to: &state) == nil)
        _ = reduce(&state, .system(.launched(notices: [])))
        #expect(state.notice == nil)
        #expect(SessionRestore.document(for: state).seen?[Self.kettle]?.price == 1)
    }
}
