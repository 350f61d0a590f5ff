import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// The cart's amounts in a currency without minor units are wider than dollars: a VND line
/// total (`11,050,000 ₫`) ran into the quantity and the unit price.
@Suite("Cart amount widths", .timeLimit(.minutes(10)))
struct CartAmountWidthTests {
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func wideAmountsKeepTheirColumnsApart(size: Size) throws {
        let ring = Product(
            id: "ring", name: "Silver Ring", category: "rings", seller: "vj", price: 1_050_000,
            stock: 20, description: "")
        let catalog = try Catalog(
            currency: Currency(code: "VND"), categories: [Category(id: "rings", name: "Rings")],
            sellers: [Seller(id: "vj", name: "Vietjewelers", about: "")], products: [ring])
        var state = AppState(catalog: catalog, path: RoutePath([.cart]))
        state.cart = Cart(lines: [CartLine(product: "ring", quantity: 11)])
        let lines = AppView.render(state, size: size).lines
        let row = try #require(lines.first { $0.contains("Silver Ring") })
        let total = "11,550,000 ₫"
        #expect(row.contains(" " + total), "\(row)")
        if size.columns >= 80 {
            #expect(row.contains(" 11  ") || row.contains(" 11 "), "\(row)")
            #expect(row.contains(" 1,050,000 ₫ "), "\(row)")
        }
    }
}
