import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// From 120 columns, product lists show the highlighted product beside them; the list keeps
/// the rest, and clicks and pages follow the narrower list.
@Suite(.timeLimit(.minutes(10))) struct PreviewScreenTests {
    static let wide = Size(columns: 120, rows: 30)
    static let tea = Route.category(id: "tea")

    @Test func aCategoryPreviewsTheHighlightedProduct() throws {
        var state = try ScreenFixture.state([Self.tea])
        ScreenAssertions.assertScreen(state, size: Self.wide, named: "category-preview")
        _ = AisleApp.reduce(&state, .list(.moved(.down)), size: Self.wide)
        ScreenAssertions.assertScreen(state, size: Self.wide, named: "category-preview-second")
        let lines = AppView.render(state, size: Self.wide).lines
        #expect(lines.contains { $0.contains("│ Café Crème Blend, 340 g") })
        #expect(lines.contains { $0.contains("│ $18.50 · out of stock") })
        #expect(lines.contains { $0.contains("│ Sold by Leaf & Kettle") })
    }

    @Test func sellerAndSearchPreviewToo() throws {
        var state = try ScreenFixture.state([.seller(id: "s-desk")])
        ScreenAssertions.assertScreen(state, size: Self.wide, named: "seller-preview")
        state = try ScreenFixture.state()
        _ = AisleApp.reduce(&state, .prompt(.searchRequested), size: Self.wide)
        _ = AisleApp.reduce(&state, .prompt(.edited(.paste("matcha"))), size: Self.wide)
        _ = AisleApp.reduce(&state, .prompt(.submitted), size: Self.wide)
        #expect(
            AppView.render(state, size: Self.wide).lines.contains {
                $0.contains("│ 抹茶 Matcha Whisk")
            })
    }

    @Test func narrowerTerminalsHaveNoPreview() throws {
        let state = try ScreenFixture.state([Self.tea])
        let lines = AppView.render(state, size: Size(columns: 119, rows: 30)).lines
        #expect(!lines.contains { $0.contains("│ 抹茶 Matcha Whisk") })
    }

    @Test func clicksInThePreviewDoNothingAndRowsStillHit() throws {
        let state = try ScreenFixture.state([Self.tea])
        let layout = try #require(
            Screens.current(state).layout(in: AppView.body(Self.wide)) as? ProductList.Layout)
        let preview = try #require(layout.preview)
        #expect(layout.list.column + layout.list.width == preview.column)
        let inPreview = MouseEvent(
            .press(.left), row: layout.list.row + 1, column: preview.column + 4)
        #expect(MouseMap.action(for: inPreview, in: state, size: Self.wide) == nil)
        let wheel = MouseEvent(.wheelDown, row: layout.list.row + 1, column: preview.column + 4)
        #expect(MouseMap.action(for: wheel, in: state, size: Self.wide) == nil)
        let onRow = MouseEvent(.press(.left), row: layout.list.row + 1, column: 10)
        #expect(MouseMap.action(for: onRow, in: state, size: Self.wide) == .mouse(.rowClicked(1)))
    }
}
