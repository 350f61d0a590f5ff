import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

@Suite("Sorting and filtering a product list", .timeLimit(.minutes(10)))
struct ListSortFilterTests {
    static let kitchen = Route.category(id: TestCatalog.kitchen)

    static func press(_ keys: [Key], _ state: inout AppState) {
        for key in keys {
            let action =
                KeyMap.action(for: key, in: state, size: PromptEditingTests.size)
                ?? .system(.unboundKeyPressed)
            _ = AisleApp.reduce(&state, action, size: PromptEditingTests.size)
        }
    }

    static func listed(_ state: AppState) -> [ProductID] {
        let screen = Screens.current(state)
        return (0..<screen.rowCount).compactMap { row in
            if case .product(let id)? = screen.destination(at: row) { return id }
            return nil
        }
    }

    static func highlighted(_ state: AppState) -> Route? {
        Screens.current(state).destination(at: state.position.selected)
    }

    @Test func sCyclesTheOrdersAndTheHighlightFollowsTheProduct() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.down], &state)
        #expect(Self.highlighted(state) == .product(id: "p-09"))
        let expected: [(ProductOrder, [ProductID], Int)] = [
            (.name, ["p-09", "p-10", TestCatalog.kettle, "p-11"], 0),
            (.priceUp, ["p-10", "p-11", TestCatalog.kettle, "p-09"], 3),
            (.priceDown, ["p-09", TestCatalog.kettle, "p-11", "p-10"], 0),
            (.stock, ["p-10", "p-11", "p-09", TestCatalog.kettle], 2),
            (.catalog, [TestCatalog.kettle, "p-09", "p-10", "p-11"], 1),
        ]
        for (order, products, row) in expected {
            Self.press([.character("s")], &state)
            #expect(state.position.order == order)
            #expect(Self.listed(state) == products, "\(order)")
            #expect(state.position.selected == row, "\(order)")
            #expect(Self.highlighted(state) == .product(id: "p-09"))
            #expect(state.notice?.text == "Sorted by \(order.label)")
        }
    }

    @Test func slashFiltersAsYouTypeAndEscClears() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.down, .down], &state)
        #expect(Self.highlighted(state) == .product(id: "p-10"))
        Self.press([.character("/")], &state)
        #expect(state.prompt?.purpose == .filter)
        Self.press([.character("m")], &state)
        #expect(
            Self.listed(state) == ["p-10", "p-11"], "a first letter keeps every word it begins")
        Self.press([.character("u")], &state)
        #expect(Self.listed(state) == ["p-10"])
        #expect(Self.highlighted(state) == .product(id: "p-10"))
        Self.press([.escape], &state)
        #expect(state.prompt == nil)
        #expect(state.position.filter == "")
        #expect(Self.listed(state).count == 4)
        #expect(Self.highlighted(state) == .product(id: "p-10"), "the highlight stays put")
    }

    @Test func enterKeepsTheFilterAndSlashStartsFromIt() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("/"), .character("m"), .character("i"), .enter], &state)
        #expect(state.prompt == nil)
        #expect(state.position.filter == "mi")
        #expect(Self.listed(state) == ["p-11"])
        Self.press([.character("/")], &state)
        #expect(state.prompt?.text == "mi")
        // A filter sorts too.
        Self.press([.backspace, .backspace, .enter, .character("s"), .character("s")], &state)
        #expect(state.position.order == .priceUp)
    }

    @Test func slashSearchesWhereThereIsNothingToFilterAndFAlwaysSearches() throws {
        var state = try TestCatalog.state()
        Self.press([.character("/")], &state)
        #expect(state.prompt?.purpose == .search)
        Self.press([.escape], &state)
        state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("f")], &state)
        #expect(state.prompt?.purpose == .search)
        Self.press([.escape, .character("s")], &state)
        #expect(state.position.order == .name)
        Self.press([.character("f"), .character("m"), .character("u"), .enter], &state)
        #expect(state.screen == .search(query: "mu"))
        #expect(state.positions[Self.kitchen]?.order == .name, "each screen keeps its own")
    }

    @Test func orderAndFilterAreSavedWithTheScreen() throws {
        var state = try TestCatalog.state([Self.kitchen])
        Self.press([.character("s"), .character("s"), .character("/")], &state)
        Self.press("e".map { .character($0) } + [.enter], &state)
        Self.press([.down], &state)
        let document = SessionRestore.document(for: state)
        let bytes = try #require(document.encoded())
        guard case .document(let read) = SessionDocument.read(bytes) else {
            Issue.record("the saved session does not read back")
            return
        }
        var restored = try TestCatalog.state()
        _ = SessionRestore.apply(read, to: &restored)
        #expect(restored.positions[Self.kitchen] == state.positions[Self.kitchen])
        #expect(restored.positions[Self.kitchen]?.order == .priceUp)
        #expect(restored.positions[Self.kitchen]?.filter == "e")
        #expect(Self.listed(restored) == Self.listed(state))
    }
}
