import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// `x` in the cart can be taken back with `u` until the cart or the screen changes: the
/// reducer has no clock, so the undo ends with the next change rather than after a time.
@Suite("Cart undo", .timeLimit(.minutes(10)))
struct CartUndoTests {
    static let mug = ProductID("p-10")
    static let lines = [
        CartLine(product: TestCatalog.beans, quantity: 1, priceWhenAdded: 1850),
        CartLine(product: TestCatalog.kettle, quantity: 1),
        CartLine(product: mug, quantity: 2, priceWhenAdded: 1200),
    ]

    /// The cart on display with the line at `selected` highlighted and then removed.
    static func removed(at selected: Int) throws -> Store {
        var state = try TestCatalog.state([.cart], cart: Cart(lines: lines))
        state.position = ListPosition(selected: selected)
        var store = Store(state)
        store.send(.cart(.lineRemoved), [.changeCart([.remove(lines[selected].product)])]) {
            var rest = lines
            let line = rest.remove(at: selected)
            $0.cart = Cart(lines: rest)
            $0.position = ListPosition(selected: min(selected, rest.count - 1))
            let name = $0.catalog.product(line.product)?.name ?? ""
            $0.notice = Notice("Removed \(name) — u to undo")
            $0.removedLines = [RemovedLine(line: line, index: selected)]
        }
        return store
    }

    @Test(arguments: [0, 1, 2])
    func undoPutsTheLineBackWhereItWas(index: Int) throws {
        var store = try Self.removed(at: index)
        let name = store.state.catalog.product(Self.lines[index].product)?.name ?? ""
        store.send(
            .cart(.removalUndone),
            [
                .changeCart([
                    .adjust(
                        Self.lines[index].product, by: Self.lines[index].quantity,
                        price: Self.lines[index].priceWhenAdded)
                ])
            ]
        ) {
            $0.cart = Cart(lines: Self.lines)
            $0.position = ListPosition(selected: index)
            $0.notice = Notice("Put back \(name)", tone: .success)
            $0.removedLines = []
        }
        // Once: a second `u` has nothing left to put back.
        store.send(.cart(.removalUndone)) { $0.notice = Notice("Nothing to undo") }
    }

    @Test func movingTheHighlightOrOpeningHelpKeepsTheUndo() throws {
        var store = try Self.removed(at: 2)
        store.send(.list(.moved(.up))) {
            $0.position = ListPosition(selected: 0)
            $0.notice = nil
        }
        store.send(.help(.opened)) { $0.helpTop = 0 }
        store.send(.help(.closed)) { $0.helpTop = nil }
        store.send(
            .cart(.removalUndone),
            [
                .changeCart([
                    .adjust(
                        Self.lines[2].product, by: Self.lines[2].quantity,
                        price: Self.lines[2].priceWhenAdded)
                ])
            ]
        ) {
            $0.cart = Cart(lines: Self.lines)
            $0.position = ListPosition(selected: 2)
            $0.notice = Notice("Put back Ceramic Mug", tone: .success)
            $0.removedLines = []
        }
    }

    @Test(arguments: [
        AppAction.cart(.quantityIncreased), .cart(.quantityDecreased),
        .navigation(.backRequested), .navigation(.ordersRequested),
    ])
    func anotherCartChangeOrScreenEndsTheUndo(action: AppAction) throws {
        var state = try Self.removed(at: 1).state
        _ = reduce(&state, action)
        #expect(state.removedLines.isEmpty)
        if state.screen != .cart { _ = reduce(&state, .navigation(.cartRequested)) }
        let cart = state.cart
        _ = reduce(&state, .cart(.removalUndone))
        #expect(state.cart == cart, "nothing put back")
    }

    /// Each `u` takes back one removal, the latest first, until none is left (issue 30, item
    /// 10: one slot lost every removal but the last).
    @Test func eachUndoTakesBackOneRemovalInTurn() throws {
        var store = try Self.removed(at: 0)
        store.send(.cart(.lineRemoved), [.changeCart([.remove(Self.lines[1].product)])]) {
            $0.cart = Cart(lines: [Self.lines[2]])
            $0.notice = Notice("Removed Gooseneck Kettle — u to undo")
            $0.removedLines = [
                RemovedLine(line: Self.lines[0], index: 0),
                RemovedLine(line: Self.lines[1], index: 0),
            ]
        }
        store.send(
            .cart(.removalUndone),
            [
                .changeCart([
                    .adjust(
                        Self.lines[1].product, by: Self.lines[1].quantity,
                        price: Self.lines[1].priceWhenAdded)
                ])
            ]
        ) {
            $0.cart = Cart(lines: Array(Self.lines[1...]))
            $0.notice = Notice("Put back Gooseneck Kettle", tone: .success)
            $0.removedLines = [RemovedLine(line: Self.lines[0], index: 0)]
        }
        store.send(
            .cart(.removalUndone),
            [
                .changeCart([
                    .adjust(
                        Self.lines[0].product, by: Self.lines[0].quantity,
                        price: Self.lines[0].priceWhenAdded)
                ])
            ]
        ) {
            $0.cart = Cart(lines: Self.lines)
            $0.notice = Notice("Put back House Blend Beans", tone: .success)
            $0.removedLines = []
        }
        store.send(.cart(.removalUndone)) { $0.notice = Notice("Nothing to undo") }
    }

    /// The undo keeps the latest `RemovedLine.undoLimit` removals.
    @Test func theUndoIsBounded() throws {
        let lines = (1...(RemovedLine.undoLimit + 3)).map {
            CartLine(product: ProductID("gone-\($0)"), quantity: 1)
        }
        var state = try TestCatalog.state([.cart], cart: Cart(lines: lines))
        for _ in lines { _ = reduce(&state, .cart(.lineRemoved)) }
        #expect(state.removedLines.count == RemovedLine.undoLimit)
        #expect(state.removedLines.first?.line == lines[3])
    }

    /// `-` stops at a quantity of 1, however often it is pressed (a held key repeats): the
    /// line stays, the highlight stays on it, and nothing below it changes (issue 30, item 10:
    /// five `-` on Kettle ×3 and Dripper ×1 emptied the cart).
    @Test func heldMinusStopsAtOneOnItsOwnLine() throws {
        let lines = [
            CartLine(product: TestCatalog.kettle, quantity: 3),
            CartLine(product: Self.mug, quantity: 1),
        ]
        var store = Store(try TestCatalog.state([.cart], cart: Cart(lines: lines)))
        store.send(
            .cart(.quantityDecreased),
            [.changeCart([.adjust(TestCatalog.kettle, by: -1, price: nil)])]
        ) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.kettle, quantity: 2), lines[1]])
        }
        store.send(
            .cart(.quantityDecreased),
            [.changeCart([.adjust(TestCatalog.kettle, by: -1, price: nil)])]
        ) {
            $0.cart = Cart(lines: [CartLine(product: TestCatalog.kettle, quantity: 1), lines[1]])
        }
        for _ in 0..<3 {
            store.send(.cart(.quantityDecreased)) {
                $0.notice = Notice("Gooseneck Kettle: 1 in cart — x removes the line")
            }
        }
        store.send(.cart(.lineRemoved), [.changeCart([.remove(TestCatalog.kettle)])]) {
            $0.cart = Cart(lines: [lines[1]])
            $0.notice = Notice("Removed Gooseneck Kettle — u to undo")
            $0.removedLines = [
                RemovedLine(line: CartLine(product: TestCatalog.kettle, quantity: 1), index: 0)
            ]
        }
    }

    @Test func theLastLineRemovedComesBackToAnEmptyCart() throws {
        let line = CartLine(product: Self.mug, quantity: 3)
        var store = Store(try TestCatalog.state([.cart], cart: Cart(lines: [line])))
        store.send(.cart(.lineRemoved), [.changeCart([.remove(Self.mug)])]) {
            $0.cart = Cart()
            $0.notice = Notice("Removed Ceramic Mug — u to undo")
            $0.removedLines = [RemovedLine(line: line, index: 0)]
        }
        #expect(
            BottomLine.hints(for: store.state).map { "\($0.keys) \($0.label)" }
                == ["← Home", "u undo", "/ search", "O orders", "? help", "q quit"])
        store.send(
            .cart(.removalUndone),
            [.changeCart([.adjust(line.product, by: line.quantity, price: line.priceWhenAdded)])]
        ) {
            $0.cart = Cart(lines: [line])
            $0.position = ListPosition(selected: 0)
            $0.notice = Notice("Put back Ceramic Mug", tone: .success)
            $0.removedLines = []
        }
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func theNoticeThenTheHintsSayHowToUndo(size: Size) throws {
        var state = try Self.removed(at: 2).state
        var bottom = try #require(AppView.render(state, size: size).lines.last)
        #expect(
            bottom.hasPrefix(" Removed Ceramic Mug — u to undo"), "at \(size): \(bottom)")
        _ = reduce(&state, .list(.moved(.up)))
        bottom = try #require(AppView.render(state, size: size).lines.last)
        #expect(bottom.contains("  u undo  "), "at \(size): \(bottom)")
        #expect(bottom.hasSuffix("q quit"), "at \(size): \(bottom)")
        _ = reduce(&state, .cart(.quantityIncreased))
        _ = reduce(&state, .list(.moved(.up)))
        bottom = try #require(AppView.render(state, size: size).lines.last)
        #expect(!bottom.contains("undo"), "at \(size): \(bottom)")
    }

    @Test func uIsBoundInTheCartOnly() throws {
        let cart = Cart(lines: Self.lines)
        let size = Size(columns: 80, rows: 24)
        let inCart = try TestCatalog.state([.cart], cart: cart)
        #expect(
            KeyMap.action(for: .character("u"), in: inCart, size: size) == .cart(.removalUndone))
        let home = try TestCatalog.state([], cart: cart)
        #expect(KeyMap.action(for: .character("u"), in: home, size: size) == nil)
    }

    @Test func undoOutsideTheCartDoesNothing() throws {
        var state = try Self.removed(at: 0).state
        state.changePath(.push(.orders))
        state.removedLines = [RemovedLine(line: Self.lines[0], index: 0)]
        state.notice = nil
        var store = Store(state)
        store.send(.cart(.removalUndone))
    }

    @Test func theUndoIsNotSaved() throws {
        let state = try Self.removed(at: 0).state
        var plain = state
        plain.removedLines = []
        #expect(SessionRestore.document(for: state) == SessionRestore.document(for: plain))
    }
}
