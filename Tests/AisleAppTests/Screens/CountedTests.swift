import Navigation
import Storefront
import TerminalUI
import Testing

@testable import AisleApp

/// Counts are grouped in thousands, as prices are: "1,234 products", "2,500 in stock".
@Suite("Counted", .timeLimit(.minutes(10)))
struct CountedTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (1234, "1,234"), (12_345, "12,345"),
        (123_456, "123,456"), (1_234_567, "1,234,567"), (-1234, "-1,234"),
        (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func grouped(count: Int, text: String) {
        #expect(Counted.grouped(count) == text)
    }

    @Test func countedNouns() {
        #expect(Counted.of(1, "product", "products") == "1 product")
        #expect(Counted.of(0, "product", "products") == "0 products")
        #expect(Counted.of(1234, "order", "orders") == "1,234 orders")
    }

    /// Stock in a product table column: grouped with " in stock" while it fits, then bare (the
    /// column's title says "Stock").
    @Test(arguments: [
        (999, true, 13, "999 in stock"), (2500, true, 13, "2,500"), (12_345, true, 13, "12,345"),
        (2500, true, Int.max, "2,500 in stock"),
        (2500, false, 5, "2,500"), (12_345, false, 5, "12345"), (0, true, 13, "out of stock"),
        (12_345, true, Int.max, "12,345 in stock"),
    ])
    func stockText(stock: Int, wide: Bool, columns: Int, text: String) {
        #expect(ProductTable.stockText(stock, wide: wide, columns: columns) == text)
    }

    /// A shop of 1,234 products in one category, 2,500 of the first in stock.
    static func bigShop(_ routes: [Route]) throws -> AppState {
        let products = (1...1234).map { index in
            Product(
                id: ProductID("p-\(index)"), name: "Item \(index)", category: "all",
                seller: "s-1", price: 100, stock: index == 1 ? 2500 : 1, description: "")
        }
        let catalog = try Catalog(
            currency: .usd, categories: [Category(id: "all", name: "Everything")],
            sellers: [Seller(id: "s-1", name: "One Seller", about: "")], products: products)
        return AppState(catalog: catalog, path: RoutePath(routes))
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 10)])
    func screensGroupTheirCounts(size: Size) throws {
        let home = AppView.render(try Self.bigShop([]), size: size).lines.joined(separator: "\n")
        #expect(home.contains("1,234 products"), "\(home)")
        let shelf = AppView.render(try Self.bigShop([.category(id: "all")]), size: size).lines
        #expect(shelf[2].hasSuffix("1,234 products"), "\(shelf[2])")
        #expect(shelf[4].contains(" 2,500┃"), "\(shelf[4])")
        let product = AppView.render(try Self.bigShop([.product(id: "p-1")]), size: size).lines
        #expect(product[3].contains("$1.00 · 2,500 in stock"), "\(product[3])")
        let seller = AppView.render(try Self.bigShop([.seller(id: "s-1")]), size: size).lines
        #expect(seller.joined().contains("1,234 products"))
    }

    @Test func theNoticeAfterAddingCountsInThousandsToo() throws {
        var state = try Self.bigShop([.product(id: "p-1")])
        state.cart = Cart(lines: [CartLine(product: "p-1", quantity: 999)])
        _ = reduce(&state, .cart(.addRequested))
        #expect(state.notice == Notice("At most 999 of Item 1 per order", tone: .warning))
        let top = AppView.render(state, size: Size(columns: 80, rows: 24)).lines[0]
        #expect(top.contains("Cart 999 · $999.00"), "\(top)")
    }
}
