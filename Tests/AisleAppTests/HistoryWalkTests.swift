import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// `[` and `]` (Alt-← and Alt-→) walk the screens visited; the history is saved and validated
/// on restore like the path.
@Suite("History both ways", .timeLimit(.minutes(10)))
struct HistoryWalkTests {
    static let size = Size(columns: 80, rows: 24)
    let coffee = Route.category(id: TestCatalog.coffee)
    let beans = Route.product(id: TestCatalog.beans)
    let roastery = Route.seller(id: TestCatalog.roastery)

    static func press(_ keys: [Key], _ state: inout AppState) {
        for key in keys {
            let action =
                KeyMap.action(for: key, in: state, size: size) ?? .system(.unboundKeyPressed)
            _ = AisleApp.reduce(&state, action, size: size)
        }
    }

    @Test func theKeys() throws {
        let state = try TestCatalog.state([coffee])
        for (key, step) in [
            (Key.character("["), -1), (.altLeft, -1), (.character("]"), 1), (.altRight, 1),
        ] {
            #expect(
                KeyMap.action(for: key, in: state, size: Self.size)
                    == .navigation(.historyWalked(by: step)))
        }
        var prompt = state
        prompt.prompt = Prompt(.search)
        #expect(
            KeyMap.action(for: .character("["), in: prompt, size: Self.size)
                == .prompt(.edited(.character("["))))
    }

    @Test func revisitingAScreenInThePathKeepsTheScreensAboveReachable() throws {
        var state = try TestCatalog.state()
        // Home → Coffee → House Blend Beans → its seller.
        Self.press([.enter, .enter, .enter], &state)
        #expect(state.path.routes == [coffee, beans, roastery])
        // Breadcrumb 1 (Home) used to cut the stack for good.
        Self.press([.character("1")], &state)
        #expect(state.path.routes == [])
        Self.press([.character("]")], &state)
        #expect(state.path.routes == [coffee])
        Self.press([.character("]"), .character("]")], &state)
        #expect(state.path.routes == [coffee, beans, roastery])
        Self.press([.character("]")], &state)
        #expect(state.notice?.text == "Nothing further forward")
        // Each screen walked to highlights the row leading up the path.
        Self.press([.character("["), .character("[")], &state)
        #expect(state.path.routes == [coffee])
        #expect(state.position.selected == 0)
        Self.press([.altLeft], &state)
        #expect(state.path.routes == [])
        Self.press([.character("[")], &state)
        #expect(state.notice?.text == "Nothing further back")
    }

    @Test func aNewNavigationTruncatesWhatWasAhead() throws {
        var state = try TestCatalog.state()
        Self.press([.enter, .enter], &state)
        Self.press([.left, .left], &state)
        #expect(state.path.routes == [])
        Self.press([.character("c")], &state)
        #expect(state.path.routes == [.cart])
        Self.press([.character("]")], &state)
        #expect(state.path.routes == [.cart], "the walk forward was dropped")
        Self.press([.character("[")], &state)
        #expect(state.path.routes == [])
    }

    @Test func aScreenGoneSinceTheVisitIsCutFromItsEntry() throws {
        var state = try CheckoutFixture.state([.cart])
        Self.press([.enter], &state)
        #expect(state.screen == .checkout(step: .shipping))
        Self.press([.escape, .left], &state)
        state.cart = Cart()
        Self.press([.character("]"), .character("]")], &state)
        #expect(state.path.routes == [.cart])
        #expect(state.notice?.text == "Part of that visit is gone: the cart is empty")
    }

    @Test func theHistoryIsSavedAndValidatedOnRestoreLikeThePath() throws {
        var state = try TestCatalog.state()
        Self.press([.enter, .enter, .character("1")], &state)
        let document = SessionRestore.document(for: state)
        let bytes = try #require(document.encoded())
        guard case .document(let read) = SessionDocument.read(bytes) else {
            Issue.record("not read back")
            return
        }
        #expect(read.history == state.history)
        var restored = try TestCatalog.state()
        _ = SessionRestore.apply(read, to: &restored)
        #expect(restored.history == state.history)
        Self.press([.character("]"), .character("]")], &restored)
        #expect(restored.path.routes == [coffee, beans])

        // Beans gone from today's catalog: its entries lose it, and what is left merges.
        let catalog = try TestCatalog.catalog(
            products: TestCatalog.products.filter { $0.id != TestCatalog.beans })
        var today = AppState(catalog: catalog)
        _ = SessionRestore.apply(read, to: &today)
        #expect(today.history.entries == [[], [coffee]])
        #expect(today.history.index == 0)
    }

    @Test func aHistoryTooLargeToSaveGivesWayBeforeThePath() throws {
        var state = try TestCatalog.state()
        Self.press([.enter, .enter], &state)
        let document = SessionRestore.document(for: state)
        let full = try #require(document.encoded())
        let tight = try #require(document.encoded(limit: full.count - 1))
        guard case .document(let read) = SessionDocument.read(tight) else {
            Issue.record("not read back")
            return
        }
        #expect(read.history == nil)
        #expect(read.path == [coffee, beans])
    }

    /// `state`'s session as the next launch reads it.
    static func savedAndRead(_ state: AppState) throws -> SessionDocument {
        let bytes = try #require(SessionRestore.document(for: state).encoded())
        guard case .document(let read) = SessionDocument.read(bytes) else {
            throw ReadBack.failed
        }
        return read
    }

    enum ReadBack: Error { case failed }

    /// Home → Kitchen sorted by price, filtered by "fo", a row down → that product.
    func kitchenLeftForAProduct() throws -> (AppState, ListPosition, Route?) {
        var state = try TestCatalog.state()
        let kitchen = Route.category(id: TestCatalog.kitchen)
        let row = try #require(state.row(leadingTo: kitchen, on: nil))
        Self.press(Array(repeating: .down, count: row) + [.enter], &state)
        #expect(state.path.routes == [kitchen])
        Self.press(
            [.character("s"), .character("s"), .character("/"), .character("f"), .character("o")],
            &state)
        Self.press([.enter, .down], &state)
        let left = state.position
        #expect(left.order == .priceUp && left.filter == "fo" && left.selected == 2)
        let product = ListSortFilterTests.highlighted(state)
        Self.press([.enter], &state)
        #expect(state.path.routes.count == 2 && state.screen == product)
        return (state, left, product)
    }

    @Test func aWalkBackAndForthKeepsEachScreensRowSortAndFilter() throws {
        var (state, left, product) = try kitchenLeftForAProduct()
        let kitchen = Route.category(id: TestCatalog.kitchen)
        let home = try #require(state.positions[nil])
        Self.press([.character("[")], &state)
        #expect(state.path.routes == [kitchen])
        #expect(state.position == left)
        Self.press([.character("[")], &state)
        #expect(state.path.routes == [])
        #expect(state.position == home, "Home's highlight stays on Kitchen")
        #expect(state.positions[kitchen] == nil, "only the path's screens are live")
        Self.press([.character("]")], &state)
        #expect(state.path.routes == [kitchen])
        #expect(state.position == left, "the same row, sort and filter")
        Self.press([.enter], &state)
        #expect(state.screen == product, "Enter opens the product left")
    }

    @Test func theHistorysPositionsAreSavedAndComeBackAfterARestart() throws {
        var (state, left, product) = try kitchenLeftForAProduct()
        Self.press([.character("["), .character("[")], &state)
        let read = try Self.savedAndRead(state)
        #expect(read.history == state.history)
        #expect(read.history?.visits[1].positions[.category(id: TestCatalog.kitchen)] == left)
        var restored = try TestCatalog.state()
        _ = SessionRestore.apply(read, to: &restored)
        #expect(restored.history == state.history)
        Self.press([.character("]")], &restored)
        #expect(restored.position == left)
        Self.press([.enter], &restored)
        #expect(restored.screen == product)
    }

    @Test func aKeptHighlightPastTodaysRowsIsKeptInTheList() throws {
        var (state, _, _) = try kitchenLeftForAProduct()
        Self.press([.character("["), .character("[")], &state)
        let read = try Self.savedAndRead(state)
        // Today's Kitchen lists two products with a word starting "fo", the highlight within.
        let catalog = try TestCatalog.catalog(
            products: TestCatalog.products.filter { $0.id != TestCatalog.kettle })
        var today = AppState(catalog: catalog)
        _ = SessionRestore.apply(read, to: &today)
        Self.press([.character("]")], &today)
        #expect(today.position.filter == "fo")
        #expect(today.position.selected < Screens.current(today).rowCount)
    }

    @Test func anOlderFilesHistoryWithoutPositionsStillReads() throws {
        let json = #"""
            {"format":"aisle.navigation","version":1,"path":[],"screens":[],
             "history":{"entries":[[],[{"category":{"id":"coffee"}}]],"at":0}}
            """#
        guard case .document(let read) = SessionDocument.read(Array(json.utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(read.history?.entries == [[], [coffee]])
        var state = try TestCatalog.state()
        _ = SessionRestore.apply(read, to: &state)
        Self.press([.character("]")], &state)
        #expect(state.path.routes == [coffee])
        #expect(state.position == ListPosition(), "no position kept: the first row")
    }

    @Test func aHistoryScreenOfTheWrongShapeIsDamage() throws {
        let json = #"""
            {"format":"aisle.navigation","version":1,"path":[],"screens":[],
             "history":{"entries":[[]],"at":0,"screens":[[{"selected":"x","top":0}]]}}
            """#
        guard case .corrupt = SessionDocument.read(Array(json.utf8)) else {
            Issue.record("read a damaged history")
            return
        }
    }
}
