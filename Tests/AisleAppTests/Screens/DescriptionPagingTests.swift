import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// A description of thousands of lines pages with PgDn, PgUp and Space and jumps with `g`/`G`;
/// where it fits, those keys move the list below it as on every list. Indented lines of the
/// text stay indented, wrapped under themselves.
@Suite(.timeLimit(.minutes(10))) struct DescriptionPagingTests {
    static let size = Size(columns: 60, rows: 30)
    static let lines = (1...3000).map { "Line \($0) of the manual." }

    static func state(_ product: ProductID) throws -> AppState {
        let catalog = try Catalog(
            currency: .usd, categories: [Category(id: "docs", name: "Docs")],
            sellers: [Seller(id: "s", name: "S", about: "")],
            products: [
                Product(
                    id: "long", name: "Manual", category: "docs", seller: "s", price: 1, stock: 1,
                    description: lines.joined(separator: "\n")),
                Product(
                    id: "short", name: "Leaflet", category: "docs", seller: "s", price: 1,
                    stock: 1, description: "One line."),
            ]
                + (1...20).map {
                    Product(
                        id: ProductID("p-\($0)"), name: "Other \($0)", category: "docs",
                        seller: "s",
                        price: 1, stock: 1, description: "")
                })
        return AppState(
            catalog: catalog, cart: Cart(),
            path: RoutePath([.category(id: "docs"), .product(id: product)]))
    }

    static func press(_ key: Key, _ state: inout AppState) {
        guard let action = KeyMap.action(for: key, in: state, size: size) else {
            Issue.record("\(key) does nothing")
            return
        }
        _ = AisleApp.reduce(&state, action, size: size)
    }

    static func layout(_ state: AppState, _ id: ProductID) -> ProductScreen.Layout {
        ProductScreen(state: state, id: id).layout(in: AppView.body(size))
    }

    @Test func pageKeysPageAndJumpThroughALongDescription() throws {
        var state = try Self.state("long")
        let height = Self.layout(state, "long").descriptionArea.height
        #expect(height > 2)
        Self.press(.pageDown, &state)
        #expect(Self.layout(state, "long").descriptionTop == height - 1)
        Self.press(.character(" "), &state)
        #expect(Self.layout(state, "long").descriptionTop == 2 * (height - 1))
        Self.press(.pageUp, &state)
        #expect(Self.layout(state, "long").descriptionTop == height - 1)
        Self.press(.character("G"), &state)
        #expect(Self.layout(state, "long").descriptionTop == 3000 - height)
        let screen = AppView.render(state, size: Self.size).lines
        #expect(screen.contains { $0.contains("Line 3000 of the manual.") })
        #expect(screen.contains { $0.contains("of 3,000") || $0.contains("of 3000") })
        Self.press(.character("g"), &state)
        #expect(Self.layout(state, "long").descriptionTop == 0)
        #expect(state.descriptionScroll == nil)
        // The related list did not move meanwhile.
        #expect(state.position.selected == 0)
    }

    @Test func whereTheDescriptionFitsTheKeysMoveTheList() throws {
        var state = try Self.state("short")
        #expect(!Self.layout(state, "short").descriptionScrolls)
        Self.press(.character("G"), &state)
        #expect(state.position.selected > 0)
        Self.press(.character("g"), &state)
        #expect(state.position.selected == 0)
    }

    @Test func indentedLinesKeepTheirIndentationAndListItemsWrapUnderTheirText() {
        let text = "Features:\n  - first item that is long enough to wrap\n  - second\n\tcode"
        #expect(
            TextLayout.wrap(text, toWidth: 20) == [
                "Features:", "  - first item that", "    is long enough", "    to wrap",
                "  - second", "        code",
            ])
        #expect(
            TextLayout.wrap("12. Soak the seeds overnight", toWidth: 16) == [
                "12. Soak the", "    seeds", "    overnight",
            ])
        #expect(TextLayout.wrap("• one two three", toWidth: 9) == ["• one two", "  three"])
    }
}
